/** The Khronos validator ships no types; these cover the calls the tests make. */
declare module 'gltf-validator' {
  interface ValidationIssue {
    code: string;
    message: string;
    severity: number;
    pointer?: string;
  }
  interface ValidationReport {
    issues: { numErrors: number; numWarnings: number; numInfos: number; messages: ValidationIssue[] };
  }
  export function validateBytes(data: Uint8Array, options?: { maxIssues?: number; uri?: string }): Promise<ValidationReport>;
}
