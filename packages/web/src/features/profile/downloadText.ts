// Saves text as a file the browser downloads (a Blob behind a temporary link); nothing leaves
// the device.
export const RECOVERY_CODES_FILE = 'tuura-recovery-codes.txt';

export function downloadText(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has started the download; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
