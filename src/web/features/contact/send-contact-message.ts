import { useMutation } from '@tanstack/react-query';
import type { ContactForm, SupportForm } from '../../../core/contact';
import { apiRequest } from '../../lib/api';

/** POST /api/contact (spec §7): only success or failure matters to the form. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (message: ContactForm | SupportForm) => apiRequest('POST', '/api/contact', message),
  });
}
