// Placeholder replaced by the screen itself (issue 4).
export function UploadPage() {
  return null;
}
