import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FieldTemplate, FieldTemplateInput, FieldTemplateList } from '@app/contract';
import { api } from '../../../lib/api-client';

/** The firm's DAT field templates (one per recipient's ESI protocol), as the production wizard reads them. */
const keys = { all: ['discovery', 'field-templates'] as const, list: (recipient: string) => ['discovery', 'field-templates', recipient] as const };

export function useFieldTemplates(recipient: string) {
  return useQuery({
    queryKey: keys.list(recipient),
    queryFn: ({ signal }) => api.get<FieldTemplateList>('/discovery/field-templates', { query: recipient ? { recipient } : {}, signal }),
  });
}

export function useSaveFieldTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FieldTemplateInput) => api.post<FieldTemplate>('/discovery/field-templates', body),
    retry: false,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
