import type { SvgIconComponent } from '@mui/icons-material';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import DynamicFeedOutlined from '@mui/icons-material/DynamicFeedOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import MonitorHeartOutlined from '@mui/icons-material/MonitorHeartOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import GraphicEqOutlined from '@mui/icons-material/GraphicEqOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import QuestionAnswerOutlined from '@mui/icons-material/QuestionAnswerOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import type { NavIconName } from './nav-items';

export const NAV_ICONS: Record<NavIconName, SvgIconComponent> = {
  dashboard: DashboardOutlined,
  cases: FolderOpenOutlined,
  calendar: CalendarMonthOutlined,
  upload: CloudUploadOutlined,
  search: SearchOutlined,
  transcription: GraphicEqOutlined,
  deposition: QuestionAnswerOutlined,
  discovery: DescriptionOutlined,
  team: GroupOutlined,
  settings: SettingsOutlined,
  audit: FactCheckOutlined,
  organization: BusinessOutlined,
  costs: PaymentsOutlined,
  system: MonitorHeartOutlined,
  batch: DynamicFeedOutlined,
};
