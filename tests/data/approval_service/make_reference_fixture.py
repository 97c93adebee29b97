"""Regenerates reference_receipt.json with the reference clauz3 0.2.1 (not needed by the tests).

Run with the reference's interpreter: /tmp/refenv/bin/python make_reference_fixture.py
It signs one receipt the way the reference's services do, for a request whose guarantees and
coverage hold non-ASCII text, so the Rust tests check our consent digest and receipt
verification against bytes the reference produced, without the reference installed.
"""

import hashlib
import json
import time

from clauz3.approvals.client import sign_approval_receipt
from clauz3.approvals.decisions import Decision
from clauz3.approvals.receipts import consent_digest, generate_keypair

program = 'import tools.sms.trusted.effects as sms\n\n\n@clauz3.guarantee(c.only_numbers(["+15550100"]))\ndef main():\n    sms.send_text("+15550100", "caf\u00e9 \U0001f6aa")\n'
guarantees = ["c.only_numbers(['+15550100'])", "c.note('d\u00e9j\u00e0 \"vu\"')"]
coverage = [
    {"domain": "sms \u2192 texts", "status": "recommended_gap",
     "missing_required": [], "missing_recommended": ["texts_at_most"]},
]
program_sha256 = hashlib.sha256(program.encode()).hexdigest()
request = {
    "schema_version": 1,
    "kind": "clauz3.run",
    "request_id": f"clr_{program_sha256[:12]}",
    "program_sha256": program_sha256,
    "source_name": "jobs/alert.py",
    "target": "main",
    "trusted_roots": ["/work/tools/sms/trusted"],
    "import_roots": ["/work"],
    "guarantees": guarantees,
    "coverage": coverage,
    "proofs": [{"name": "main", "conclusion": "proved!", "description": "assertion, guarantee"}],
    "program": program,
}
signing, verify = generate_keypair()
issued = time.time()
receipt = sign_approval_receipt(
    signing_key_b64=signing, request_id=request["request_id"],
    request_payload=request, decision=Decision.APPROVED_ONCE,
)
fixture = {
    "signing_key": signing,
    "verify_key": verify,
    "request": request,
    "body": json.dumps(request, sort_keys=True),
    "consent_sha256": consent_digest(
        program_sha256=program_sha256, guarantees=guarantees, coverage=coverage),
    "receipt": receipt,
    "issued_at": issued,
}
with open("reference_receipt.json", "w") as f:
    json.dump(fixture, f, indent=2)
    f.write("\n")
