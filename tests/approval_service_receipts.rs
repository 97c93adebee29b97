//! `clz2.` receipts: a receipt minted by the reference verifies here, our canonical JSON and
//! consent digest are the reference's bytes, and every way a receipt can be wrong is refused
//! with the reference's message. Also the nonce store (single use) and `approval-keygen`.
#![expect(clippy::disallowed_methods, reason = "reads the fixture")]
#![expect(clippy::disallowed_types, reason = "runs the binary")]

mod approval_service_support;

use approval_service_support::{claims, config, receipt, request, signing_key, NOW, PROGRAM};
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use clauz3::approval::{
    check_receipt, sign_receipt, verify_receipt, ApprovalRequest, CoverageEntry, CoverageStatus, Decision, KeyError,
    NonceStore, ProofSummary, ReceiptError, RequestInputs, ServiceError, SigningKey, VerifyKey,
};
use serde_json::Value;

fn fixture() -> Value {
    let text = std::fs::read_to_string("tests/data/approval_service/reference_receipt.json").unwrap();
    serde_json::from_str(&text).unwrap()
}

/// The fixture's request rebuilt from plain inputs, as the run command will build it.
fn fixture_request(f: &Value) -> ApprovalRequest {
    let r = &f["request"];
    let strings = |v: &Value| v.as_array().unwrap().iter().map(|s| s.as_str().unwrap().to_owned()).collect::<Vec<_>>();
    let c = &r["coverage"][0];
    ApprovalRequest::new(RequestInputs {
        program: r["program"].as_str().unwrap().to_owned(),
        source_name: r["source_name"].as_str().unwrap().to_owned(),
        target: r["target"].as_str().unwrap().to_owned(),
        trusted_roots: strings(&r["trusted_roots"]).into_iter().map(Into::into).collect(),
        import_roots: strings(&r["import_roots"]).into_iter().map(Into::into).collect(),
        guarantees: strings(&r["guarantees"]),
        coverage: vec![CoverageEntry {
            domain: c["domain"].as_str().unwrap().to_owned(),
            status: CoverageStatus::RecommendedGap,
            missing_required: strings(&c["missing_required"]),
            missing_recommended: strings(&c["missing_recommended"]),
        }],
        proofs: vec![ProofSummary {
            name: "main".to_owned(),
            conclusion: "proved!".to_owned(),
            description: "assertion, guarantee".to_owned(),
        }],
    })
}

#[test]
fn the_request_is_the_references_schema_version_1_byte_for_byte() {
    let f = fixture();
    let request = fixture_request(&f);
    assert_eq!(request.to_json(), f["request"]);
    assert_eq!(request.body(), f["body"].as_str().unwrap());
    assert_eq!(request.consent_sha256(), f["consent_sha256"].as_str().unwrap());
    assert_eq!(request.request_id(), format!("clr_{}", &request.program_sha256()[..12]));
}

#[test]
fn a_receipt_minted_by_the_reference_verifies_and_ours_is_the_same_bytes() {
    let f = fixture();
    let request = fixture_request(&f);
    let key = VerifyKey::parse(f["verify_key"].as_str().unwrap()).unwrap();
    let text = f["receipt"].as_str().unwrap();
    let consent = request.consent_sha256();
    let now = f["issued_at"].as_f64().unwrap();
    let verified = verify_receipt(&key, text, &request.binding(&consent), now).unwrap();
    assert_eq!(verified.text, text);
    assert_eq!(verified.claims.decision, Decision::ApprovedOnce);
    assert_eq!(verified.claims.nonce.len(), 32);
    let ours = sign_receipt(&SigningKey::parse(f["signing_key"].as_str().unwrap()).unwrap(), &verified.claims);
    assert_eq!(ours, text, "canonical JSON, float spelling and signature all match the reference");
}

fn verify(request: &ApprovalRequest, text: &str, now: f64) -> Result<String, ReceiptError> {
    let consent = request.consent_sha256();
    verify_receipt(&signing_key().verify_key(), text, &request.binding(&consent), now).map(|v| v.claims.nonce)
}

/// A receipt over an arbitrary payload, signed with the test key.
fn signed_payload(payload: &[u8]) -> String {
    let segment = URL_SAFE_NO_PAD.encode(payload);
    format!("clz2.{segment}.{}", URL_SAFE_NO_PAD.encode(signing_key().sign(segment.as_bytes())))
}

#[test]
fn a_receipt_for_this_run_verifies_until_it_expires() {
    let r = request(PROGRAM);
    let text = receipt(&r, "0123456789abcdef0123456789abcdef");
    assert_eq!(verify(&r, &text, NOW).as_deref(), Ok("0123456789abcdef0123456789abcdef"));
    assert_eq!(verify(&r, &text, NOW + 300.0).as_deref(), Ok("0123456789abcdef0123456789abcdef"));
    assert_eq!(verify(&r, &text, NOW + 300.001), Err(ReceiptError::Expired));
    for decision in [Decision::ApprovedRemember, Decision::AutoApproved] {
        let text = sign_receipt(&signing_key(), &clauz3::approval::ReceiptClaims { decision, ..claims(&r, "n1") });
        assert_eq!(verify(&r, &text, NOW).as_deref(), Ok("n1"));
    }
}

#[test]
fn a_forged_or_tampered_receipt_does_not_verify() {
    let r = request(PROGRAM);
    let text = receipt(&r, "n1");
    let (head, sig) = text.rsplit_once('.').unwrap();
    let flipped = format!("{head}.{}{}", if sig.starts_with('A') { 'B' } else { 'A' }, &sig[1..]);
    assert_eq!(verify(&r, &flipped, NOW), Err(ReceiptError::BadSignature));
    assert_eq!(verify(&r, &format!("{head}.!!"), NOW), Err(ReceiptError::BadSignature));
    assert_eq!(verify(&r, &format!("{head}."), NOW), Err(ReceiptError::BadSignature));
    // The payload of another receipt under this one's signature.
    let other = receipt(&r, "n2");
    let other_payload = other.split('.').nth(1).unwrap();
    assert_eq!(verify(&r, &format!("clz2.{other_payload}.{sig}"), NOW), Err(ReceiptError::BadSignature));
    // Signed with another key.
    let stranger = SigningKey::generate().unwrap();
    let forged = sign_receipt(&stranger, &claims(&r, "n1"));
    assert_eq!(verify(&r, &forged, NOW), Err(ReceiptError::BadSignature));
}

#[test]
fn a_receipt_for_another_request_program_or_consent_is_refused() {
    let r = request(PROGRAM);
    let c = claims(&r, "n1");
    let mint = |c: clauz3::approval::ReceiptClaims| sign_receipt(&signing_key(), &c);
    let wrong_id = mint(clauz3::approval::ReceiptClaims { request_id: "clr_000000000000".into(), ..c.clone() });
    assert_eq!(verify(&r, &wrong_id, NOW), Err(ReceiptError::WrongRequestId));
    let wrong_program = mint(clauz3::approval::ReceiptClaims { program_sha256: "0".repeat(64), ..c.clone() });
    assert_eq!(verify(&r, &wrong_program, NOW), Err(ReceiptError::WrongProgram));
    let wrong_consent = mint(clauz3::approval::ReceiptClaims { consent_sha256: "0".repeat(64), ..c.clone() });
    assert_eq!(verify(&r, &wrong_consent, NOW), Err(ReceiptError::WrongConsent));
    // The same program with other guarantees: same id and hash, other consent.
    let mut inputs_other = RequestInputs { program: PROGRAM.to_owned(), ..RequestInputs::default() };
    inputs_other.guarantees = vec!["sms.texts_at_most(9)".to_owned()];
    let other = ApprovalRequest::new(inputs_other);
    assert_eq!(other.request_id(), r.request_id());
    assert_eq!(verify(&other, &receipt(&r, "n1"), NOW), Err(ReceiptError::WrongConsent));
    // A signed denial.
    for decision in [Decision::Rejected, Decision::RequestMore, Decision::AutoRejected, Decision::RejectedContract] {
        let denial = mint(clauz3::approval::ReceiptClaims { decision, ..c.clone() });
        assert_eq!(verify(&r, &denial, NOW), Err(ReceiptError::NotAuthorizing));
    }
}

#[test]
fn a_malformed_receipt_or_payload_is_refused_with_the_references_words() {
    let r = request(PROGRAM);
    for text in ["", "mock-clr_1", "local-clr_1", "clz1.a.b", "clz2.a", "clz2.a.b.c", "CLZ2.a.b"] {
        assert_eq!(verify(&r, text, NOW), Err(ReceiptError::Malformed), "{text}");
    }
    // Signed, but the segment is not base64, or not JSON, or not an object.
    let not_b64 = format!("clz2.%%%.{}", URL_SAFE_NO_PAD.encode(signing_key().sign(b"%%%")));
    assert_eq!(verify(&r, &not_b64, NOW), Err(ReceiptError::PayloadNotDecodable));
    assert_eq!(verify(&r, &signed_payload(b"{nope"), NOW), Err(ReceiptError::PayloadNotDecodable));
    assert_eq!(verify(&r, &signed_payload(b"\xff\xfe"), NOW), Err(ReceiptError::PayloadNotDecodable));
    assert_eq!(verify(&r, &signed_payload(b"[1]"), NOW), Err(ReceiptError::PayloadNotObject));
    // Fields of the wrong type fail the check that reads them.
    let mut payload = serde_json::to_value(serde_json::json!({
        "request_id": r.request_id(), "program_sha256": r.program_sha256(),
        "consent_sha256": r.consent_sha256(), "decision": "approved_once",
        "expires_at": NOW + 1.0, "nonce": "n1",
    }))
    .unwrap();
    let with = |payload: &Value| signed_payload(payload.to_string().as_bytes());
    assert_eq!(verify(&r, &with(&payload), NOW).as_deref(), Ok("n1"));
    payload["expires_at"] = Value::from("9999999999");
    assert_eq!(verify(&r, &with(&payload), NOW), Err(ReceiptError::Expired));
    payload["expires_at"] = Value::from(true);
    assert_eq!(verify(&r, &with(&payload), NOW), Err(ReceiptError::Expired));
    payload["expires_at"] = Value::from(2_000_000_000_u64);
    assert_eq!(verify(&r, &with(&payload), NOW).as_deref(), Ok("n1"));
    for nonce in [Value::Null, Value::from(""), Value::from(7)] {
        payload["nonce"] = nonce;
        assert_eq!(verify(&r, &with(&payload), NOW), Err(ReceiptError::MissingNonce));
    }
    payload["nonce"] = Value::from("a\nb");
    assert_eq!(verify(&r, &with(&payload), NOW), Err(ReceiptError::MalformedNonce));
    payload["nonce"] = Value::from("n1");
    payload["decision"] = Value::from("Approved_Once");
    assert_eq!(verify(&r, &with(&payload), NOW), Err(ReceiptError::NotAuthorizing));
    payload.as_object_mut().unwrap().remove("request_id");
    assert_eq!(verify(&r, &with(&payload), NOW), Err(ReceiptError::WrongRequestId));
    let messages: Vec<String> = [
        ReceiptError::Malformed,
        ReceiptError::BadSignature,
        ReceiptError::PayloadNotDecodable,
        ReceiptError::PayloadNotObject,
        ReceiptError::WrongRequestId,
        ReceiptError::WrongProgram,
        ReceiptError::WrongConsent,
        ReceiptError::NotAuthorizing,
        ReceiptError::Expired,
        ReceiptError::MissingNonce,
        ReceiptError::Replayed,
    ]
    .iter()
    .map(ToString::to_string)
    .collect();
    assert_eq!(
        messages,
        [
            "malformed receipt",
            "receipt signature did not verify",
            "receipt payload is not decodable",
            "receipt payload is not an object",
            "receipt is not bound to this request id",
            "receipt is not bound to this program",
            "receipt is not bound to these guarantees/coverage",
            "receipt does not authorize execution",
            "receipt has expired",
            "receipt is missing a nonce",
            "approval receipt has already been used (replay)",
        ]
    );
}

#[test]
fn a_nonce_is_single_use_across_runs_and_with_the_reference_runner() {
    let dir = tempfile::tempdir().unwrap();
    let store = NonceStore::in_dir(dir.path().join("cache"));
    store.consume("n1").unwrap();
    let replay = store.consume("n1").unwrap_err();
    assert!(matches!(replay, ServiceError::Receipt(ReceiptError::Replayed)), "{replay}");
    store.consume("n2").unwrap();
    let list = std::fs::read_to_string(dir.path().join("cache/consumed-receipts.txt")).unwrap();
    assert_eq!(list, "n1\nn2\n", "the reference's file, one nonce a line");
    // A nonce the reference's runner consumed (it only appends to the list).
    std::fs::write(dir.path().join("cache/consumed-receipts.txt"), "n1\nn2\nref\n").unwrap();
    assert!(matches!(store.consume("ref"), Err(ServiceError::Receipt(ReceiptError::Replayed))));
    // A claim whose list line was lost (killed between the two writes) still counts.
    std::fs::write(dir.path().join("cache/consumed-receipts.txt"), "").unwrap();
    assert!(matches!(store.consume("n1"), Err(ServiceError::Receipt(ReceiptError::Replayed))));
    assert!(matches!(store.consume("a b"), Err(ServiceError::Receipt(ReceiptError::MalformedNonce))));
    // A store that cannot be written fails closed, naming the path.
    let blocked = NonceStore::in_dir(dir.path().join("file"));
    std::fs::write(dir.path().join("file"), "").unwrap();
    let err = blocked.consume("n3").unwrap_err();
    assert!(matches!(err, ServiceError::NonceStore { .. }), "{err}");
    assert!(err
        .to_string()
        .starts_with(&format!("cannot record the receipt nonce in {}", dir.path().join("file").display())));
    assert_eq!(err.exit_code(), 2);
}

#[test]
fn check_receipt_verifies_then_consumes_so_a_replay_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let cfg = config("http://127.0.0.1:1", None, dir.path());
    let r = request(PROGRAM);
    let text = receipt(&r, "n1");
    check_receipt(&cfg, &r, &text, NOW).unwrap();
    let err = check_receipt(&cfg, &r, &text, NOW).unwrap_err();
    assert_eq!(err.to_string(), "approval receipt has already been used (replay)");
    // A receipt that fails verification consumes nothing.
    let other = receipt(&r, "n2");
    assert!(check_receipt(&cfg, &r, &other, NOW + 1000.0).is_err());
    check_receipt(&cfg, &r, &other, NOW).unwrap();
}

#[test]
fn keys_are_32_bytes_of_url_safe_base64() {
    let key = SigningKey::generate().unwrap();
    let text = key.verify_key().to_text();
    assert_eq!(text.len(), 43);
    assert_eq!(VerifyKey::parse(&format!(" {text}=\n")).unwrap(), key.verify_key());
    let standard = text.replace('-', "+").replace('_', "/");
    assert_eq!(VerifyKey::parse(&standard).unwrap(), key.verify_key());
    assert_eq!(VerifyKey::parse("abc"), Err(KeyError::Encoding { what: "verifying" }));
    assert_eq!(VerifyKey::parse(&text[..40]), Err(KeyError::Encoding { what: "verifying" }));
    assert_eq!(
        VerifyKey::parse("invalid verifying key").unwrap_err().to_string(),
        "invalid verifying key: not 32 bytes of URL-safe base64"
    );
    assert_eq!(SigningKey::parse(&key.to_text()).unwrap().verify_key(), key.verify_key());
}

#[test]
fn approval_keygen_prints_the_references_four_lines_with_a_matching_pair() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_clauz3")).arg("approval-keygen").output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert!(out.stderr.is_empty());
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 4, "{text}");
    assert_eq!(lines[0], "# approval service (signs receipts) — keep secret:");
    assert_eq!(lines[2], "# runner (verifies receipts):");
    let signing = SigningKey::parse(lines[1].strip_prefix("CLAUZ3_APPROVAL_SIGNING_KEY=").unwrap()).unwrap();
    let verify = VerifyKey::parse(lines[3].strip_prefix("CLAUZ3_APPROVAL_VERIFY_KEY=").unwrap()).unwrap();
    assert_eq!(signing.verify_key(), verify);
    assert!(lines[1..].iter().step_by(2).all(|l| l.matches('=').count() == 1), "no base64 padding");
    let r = request(PROGRAM);
    let consent = r.consent_sha256();
    let text = sign_receipt(&signing, &claims(&r, "n1"));
    assert!(verify_receipt(&verify, &text, &r.binding(&consent), NOW).is_ok());
}

#[test]
fn decisions_are_exact_and_unknown_ones_are_quoted_as_python_does() {
    for d in Decision::ALL {
        assert_eq!(Decision::parse(d.as_str()), Some(d));
        assert_eq!(serde_json::to_value(d).unwrap(), Value::from(d.as_str()));
    }
    let approving: Vec<Decision> = Decision::ALL.into_iter().filter(|d| d.approves()).collect();
    assert_eq!(approving, [Decision::ApprovedOnce, Decision::ApprovedRemember, Decision::AutoApproved]);
    let all = "['approved_once', 'approved_remember', 'auto_approved', 'auto_rejected', 'rejected', 'rejected_contract', 'request_more']";
    for (value, shown) in [
        (Value::from("approved"), "'approved'"),
        (Value::from("Approved_Once"), "'Approved_Once'"),
        (Value::Null, "None"),
        (Value::from(1), "1"),
        (serde_json::json!(["approved_once"]), "['approved_once']"),
    ] {
        let err = Decision::from_json(&value).unwrap_err();
        assert_eq!(err.to_string(), format!("decision {shown} is not one of {all}"));
    }
}
