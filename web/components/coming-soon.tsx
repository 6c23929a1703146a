export function ComingSoon() {
  return (
    <p role="status" className="rounded-md border border-dashed p-6 text-center text-gray-600">
      This tool is coming soon.
    </p>
  );
}
