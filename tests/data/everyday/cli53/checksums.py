"""Checksums and encodings of small payloads before upload."""
import base64
import hashlib


def main():
    payload = "name=report.csv;rows=42".encode()
    print(hashlib.sha256(payload).hexdigest())
    print(hashlib.md5(payload).hexdigest()[:8])
    token = base64.urlsafe_b64encode(payload).decode()
    print(token, base64.b64decode(token.encode()).decode() == "name=report.csv;rows=42")
    return len(token)
