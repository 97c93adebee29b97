//! Locating the approval service and gathering what a run needs before proving: the
//! reference's precedence (`CLAUZ3_APPROVAL_SERVICE`, `CLAUZ3_APPROVAL_URL`, then
//! `.clauz3/approval-service.json` in the working directory), and each way the configuration
//! can be wrong, with the path in the message. The environment is a plain value here, so the
//! tests never touch the process's.
#![expect(clippy::disallowed_methods, reason = "writes config files into a temporary directory")]

use clauz3::approval::{locate_service, ServiceConfig, ServiceEnvironment, ServiceError, ServiceOrigin, SigningKey};
use std::path::{Path, PathBuf};

fn env(cwd: &Path) -> ServiceEnvironment {
    ServiceEnvironment { cwd: cwd.to_owned(), home: Some(cwd.join("home")), ..ServiceEnvironment::default() }
}

fn write_config(cwd: &Path, text: &str) -> PathBuf {
    std::fs::create_dir_all(cwd.join(".clauz3")).unwrap();
    let path = cwd.join(".clauz3/approval-service.json");
    std::fs::write(&path, text).unwrap();
    path
}

fn located(e: &ServiceEnvironment) -> (String, ServiceOrigin) {
    let l = locate_service(e).unwrap();
    (l.url, l.origin)
}

#[test]
fn the_service_variable_wins_then_the_url_variable_then_the_config_file() {
    let dir = tempfile::tempdir().unwrap();
    let file = write_config(dir.path(), r#"{"url": "http://file:1/"}"#);
    let mut e = env(dir.path());
    e.service = Some("http://service:1//".into());
    e.url = Some("http://url:1".into());
    assert_eq!(located(&e), ("http://service:1".into(), ServiceOrigin::ServiceVariable));
    e.service = None;
    assert_eq!(located(&e), ("http://url:1".into(), ServiceOrigin::UrlVariable));
    e.url = None;
    assert_eq!(located(&e), ("http://file:1".into(), ServiceOrigin::ConfigFile(file)));
}

#[test]
fn a_set_variable_wins_even_when_the_config_file_is_broken() {
    let dir = tempfile::tempdir().unwrap();
    write_config(dir.path(), "not json");
    let mut e = env(dir.path());
    e.url = Some("https://approvals.example".into());
    assert_eq!(located(&e).0, "https://approvals.example");
}

#[test]
fn nothing_configured_is_the_references_error() {
    let dir = tempfile::tempdir().unwrap();
    let err = locate_service(&env(dir.path())).unwrap_err();
    assert_eq!(err.to_string(), "no approval service configured; set CLAUZ3_APPROVAL_SERVICE");
    assert_eq!(err.exit_code(), 2);
}

#[test]
fn a_bad_config_file_is_named_in_the_error() {
    let dir = tempfile::tempdir().unwrap();
    let e = env(dir.path());
    let path = write_config(dir.path(), "{oops");
    let err = locate_service(&e).unwrap_err().to_string();
    assert_eq!(err, format!("invalid approval config {}: key must be a string at line 1 column 2", path.display()));
    for text in [r#"{}"#, r#"{"url": ""}"#, r#"{"url": 5}"#, r#"["http://x"]"#] {
        write_config(dir.path(), text);
        let err = locate_service(&e).unwrap_err().to_string();
        assert_eq!(err, format!("approval config {} must contain a URL", path.display()), "{text}");
    }
    std::fs::remove_file(&path).unwrap();
    std::fs::create_dir(&path).unwrap();
    let err = locate_service(&e).unwrap_err();
    assert!(matches!(err, ServiceError::ConfigUnreadable { .. }), "{err}");
    assert!(err.to_string().starts_with(&format!("cannot read approval config {}: ", path.display())));
}

#[test]
fn a_url_that_is_not_http_is_refused_before_proving() {
    let dir = tempfile::tempdir().unwrap();
    let mut e = env(dir.path());
    for url in ["localhost:8765", "ftp://host", "http://", "file:///etc/passwd"] {
        e.service = Some(url.into());
        let err = locate_service(&e).unwrap_err().to_string();
        let shown = url.trim_end_matches('/');
        assert_eq!(
            err,
            format!(
                "approval service URL '{shown}' (from CLAUZ3_APPROVAL_SERVICE) must start with http:// or https://"
            )
        );
    }
    e.service = Some("HTTP://127.0.0.1:8765".into());
    assert!(locate_service(&e).is_ok());
}

#[test]
fn preflight_needs_a_verifying_key_and_a_nonce_store() {
    let dir = tempfile::tempdir().unwrap();
    let mut e = env(dir.path());
    // The service is looked for first, as the reference does.
    assert!(matches!(ServiceConfig::from_environment(&e), Err(ServiceError::NotConfigured)));
    e.service = Some("http://127.0.0.1:8765".into());
    let err = ServiceConfig::from_environment(&e).unwrap_err();
    assert_eq!(
        err.to_string(),
        "refusing to run: no approval verifying key provisioned. Set CLAUZ3_APPROVAL_VERIFY_KEY to the approval service's public key."
    );
    e.verify_key = Some("not-a-key".into());
    let err = ServiceConfig::from_environment(&e).unwrap_err();
    assert_eq!(err.to_string(), "invalid verifying key: not 32 bytes of URL-safe base64 (CLAUZ3_APPROVAL_VERIFY_KEY)");
    let key = SigningKey::generate().unwrap().verify_key();
    e.verify_key = Some(key.to_text());
    e.token = Some("s3cret".into());
    let config = ServiceConfig::from_environment(&e).unwrap();
    assert_eq!(config.verify_key(), &key);
    assert_eq!(config.token(), Some("s3cret"));
    assert_eq!(config.nonces().dir(), dir.path().join("home/.cache/clauz3"));
    assert!(!format!("{config:?}").contains("s3cret"), "the token is not printed");
    e.home = None;
    let err = ServiceConfig::from_environment(&e).unwrap_err();
    assert_eq!(err.to_string(), "no place for consumed receipt nonces: set CLAUZ3_CACHE (or HOME)");
    e.cache = Some("/var/cache/x".into());
    assert_eq!(ServiceConfig::from_environment(&e).unwrap().nonces().dir(), Path::new("/var/cache/x"));
    e.cache = Some("~/c".into());
    assert!(matches!(ServiceConfig::from_environment(&e), Err(ServiceError::NoNonceStore)));
    e.home = Some("/home/u".into());
    assert_eq!(ServiceConfig::from_environment(&e).unwrap().nonces().dir(), Path::new("/home/u/c"));
}
