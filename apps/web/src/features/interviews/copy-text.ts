import { toast } from 'sonner';
import { showError } from '../../lib/error-toast.ts';

/** Puts a text on the clipboard and says so; a refusal (no permission, no secure page) is an error toast. */
export async function copyText(text: string, done: string, failed: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(done);
  } catch (error) {
    showError(error, failed);
  }
}
