#!/bin/sh
# Creates the media bucket (private: the app streams media through /media) and an application
# user that may only read and write objects in it. Safe to run again.
set -eu
mc alias set local "$MINIO_URL" "$MINIO_ROOT_USER" "$MINIO_ROOT_PASSWORD"
mc mb --ignore-existing "local/$S3_BUCKET"
mc anonymous set none "local/$S3_BUCKET"
sed "s/__BUCKET__/$S3_BUCKET/g" /minio/app-policy.json > /tmp/app-policy.json
mc admin policy create local sportsnet-app /tmp/app-policy.json
mc admin user add local "$S3_APP_USER" "$S3_APP_SECRET"
mc admin policy attach local sportsnet-app --user "$S3_APP_USER" || true
echo "Bucket $S3_BUCKET ready for $S3_APP_USER"
