#!/bin/sh
# One-shot set-up of MinIO for the app (compose.yaml's minio-init service): the bucket, and an access
# key that may read and write that bucket only. Idempotent: every step tolerates a second run.
set -eu
mc alias set local http://minio:9000 "$MINIO_ROOT_USER" "$MINIO_ROOT_PASSWORD"
mc mb --ignore-existing "local/$S3_BUCKET"
# Document files are private: no anonymous access, whatever the server default becomes.
mc anonymous set none "local/$S3_BUCKET"
cat > /tmp/app-policy.json <<POLICY
{
  "Version": "2012-10-17",
  "Statement": [
    { "Effect": "Allow", "Action": ["s3:GetBucketLocation", "s3:ListBucket", "s3:ListBucketMultipartUploads"],
      "Resource": ["arn:aws:s3:::$S3_BUCKET"] },
    { "Effect": "Allow", "Action": ["s3:GetObject", "s3:PutObject", "s3:DeleteObject", "s3:AbortMultipartUpload", "s3:ListMultipartUploadParts"],
      "Resource": ["arn:aws:s3:::$S3_BUCKET/*"] }
  ]
}
POLICY
mc admin policy create local legal-discovery-app /tmp/app-policy.json 2>/dev/null || true
if ! mc admin user info local "$S3_ACCESS_KEY_ID" >/dev/null 2>&1; then
  mc admin user add local "$S3_ACCESS_KEY_ID" "$S3_SECRET_ACCESS_KEY"
fi
mc admin policy attach local legal-discovery-app --user "$S3_ACCESS_KEY_ID" 2>/dev/null || true
echo "bucket $S3_BUCKET ready for $S3_ACCESS_KEY_ID"
