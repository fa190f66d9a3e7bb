import type { SvgIconComponent } from '@mui/icons-material';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined';
import GraphicEqOutlined from '@mui/icons-material/GraphicEqOutlined';
import QuestionAnswerOutlined from '@mui/icons-material/QuestionAnswerOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import type { Role } from '@app/contract';

/** The homepage's copy, kept apart from its layout. */
export const CAPABILITIES: { title: string; text: string; Icon: SvgIconComponent }[] = [
  { title: 'Case management', text: 'Every matter with its client, docket number, type, status, priority and the people assigned to it.', Icon: FolderOpenOutlined },
  { title: 'Document upload and analysis', text: 'Upload productions and pleadings in bulk; text, dates, citations and entities are extracted for review.', Icon: CloudUploadOutlined },
  { title: 'Search and analysis', text: 'Find the passage that matters across every case, document and person the firm holds, ranked by relevance.', Icon: ManageSearchOutlined },
  { title: 'Transcription', text: 'Turn recorded hearings, interviews and depositions into searchable, downloadable transcripts.', Icon: GraphicEqOutlined },
  { title: 'Deposition assistant', text: 'Prepare question outlines and follow a live deposition with suggested follow-ups and insights.', Icon: QuestionAnswerOutlined },
  { title: 'Discovery documents', text: 'Track requests and productions, and what was produced to whom and when.', Icon: DescriptionOutlined },
  { title: 'Team and firm administration', text: 'Invite colleagues, assign roles, and keep the firm’s details and security settings in order.', Icon: GroupOutlined },
  { title: 'Audit trail', text: 'A tamper-evident record of every sign-in, view, change and export, kept for seven years and exportable.', Icon: FactCheckOutlined },
  { title: 'Cost analytics', text: 'See what automated analysis costs, per matter, per person and per model.', Icon: InsightsOutlined },
];

export const AUDIENCES: Record<Role, string> = {
  admin: 'Managing partners and administrators run the firm’s account: people, roles, firm settings and system status.',
  partner: 'Partners see every matter, lead the team, manage colleagues and export the audit trail.',
  associate: 'Associates work the cases assigned to them: documents, research, depositions and the audit trail of their work.',
  paralegal: 'Paralegals upload and organise documents, run transcriptions and keep discovery productions on track.',
  viewer: 'Clients and consultants get read-only access to what the firm shares with them.',
};

export const SAFEGUARDS: string[] = [
  'Role-based access on every page and every API call, from one permission table.',
  'Two-factor sign-in with authenticator apps and recovery codes; Google sign-in where the firm enables it.',
  'Sessions that expire and renew themselves; tokens in the browser are stored encrypted.',
  'An audit trail with a verifiable hash chain, risk levels and compliance tags.',
  'Each firm’s data is separated from every other firm’s.',
];
