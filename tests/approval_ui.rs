//! The approver's web UI in real headless Chromium: the page a sign-in link opens, with the
//! pending card's guarantees in words and as code, simulated tools, coverage and buttons
//! (`--dump-dom`); then, driven over the DevTools pipe, a note typed that survives the live
//! refreshes, an approval given from the keyboard, the runner finishing, and screenshots of the
//! pending and decided states; with remembered decisions, "Approve and remember" from the
//! keyboard and the rule disabled on the profile page.
#![expect(clippy::disallowed_types, reason = "the tests run the binary, chromium and python3")]
#![expect(clippy::disallowed_methods, reason = "the tests read the screenshots")]

mod approval_server_support;

use approval_server_support::{decide, json, pending, records, spawn_run, start_in, GARDEN};
use std::path::Path;
use std::process::{Command, Stdio};

const CHROMIUM: &str = "/usr/bin/chromium";

/// The service in the garden with its layer as the operator's.
fn garden_service(dir: &Path) -> approval_server_support::Service {
    start_in(&dir.join("state.sqlite3"), &["--trusted-root", "tools/garden/trusted"], Path::new(GARDEN))
}

fn login_url(service: &approval_server_support::Service) -> String {
    service.banner[2].strip_prefix("approver UI (keep private): ").unwrap().to_string()
}

#[test]
fn the_sign_in_link_opens_the_pending_card_with_its_guarantees_in_words() {
    let dir = tempfile::tempdir().unwrap();
    let service = garden_service(dir.path());
    let run = spawn_run(&service.url, dir.path());
    let record = pending(&service, 1).remove(0);
    let out = Command::new(CHROMIUM)
        .args(["--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=3000", "--dump-dom"])
        .arg(format!("--user-data-dir={}", dir.path().join("profile").display()))
        .arg(login_url(&service))
        .output()
        .expect("chromium runs (Debian's `chromium` package)");
    let dom = String::from_utf8_lossy(&out.stdout);
    for expected in [
        "<title>clauz3 approvals</title>",
        "Awaiting approval <span class=\"count\" id=\"count-pending\">1</span>",
        "<p class=\"words\">At most 30 litres are poured in total.</p><code class=\"expr\">garden.total_water_at_most(30)</code>",
        "<p class=\"words\">Only the beds ['a', 'b'] are watered.</p>",
        "Includes simulated tools.",
        "<code>tools.garden.trusted.effects.water</code>",
        "<summary>Program source</summary>",
        "<summary>Proof results</summary>",
        "<li>main: proved! ",
        "Optional reason or note",
        "value=\"approved_once\" class=\"approve\">Approve</button>",
        "value=\"rejected_contract\">Reject contract</button>",
        "value=\"request_more\">Need more info</button>",
        "value=\"rejected\" class=\"reject\">Reject</button>",
    ] {
        assert!(dom.contains(expected), "missing {expected:?} in\n{dom}");
    }
    assert!(!dom.contains("Approver sign-in required"), "{dom}");
    json(decide(&service, record["record_id"].as_str().unwrap(), "rejected", ""));
    assert_eq!(run.wait_with_output().unwrap().status.code(), Some(3));
}

#[test]
fn without_the_link_the_browser_gets_the_sign_in_page() {
    let dir = tempfile::tempdir().unwrap();
    let service = garden_service(dir.path());
    let out = Command::new(CHROMIUM)
        .args(["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom"])
        .arg(format!("--user-data-dir={}", dir.path().join("profile").display()))
        .arg(format!("{}/ui", service.url))
        .output()
        .unwrap();
    let dom = String::from_utf8_lossy(&out.stdout);
    assert!(dom.contains("Approver sign-in required"), "{dom}");
    assert!(!dom.contains("approver-token"), "{dom}");
}

/// Whether `path` is a PNG of some size, and its pixel width and height.
fn png_size(path: &str) -> (u32, u32) {
    let bytes = std::fs::read(path).unwrap();
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n", "{path} is not a PNG");
    let word = |at: usize| u32::from_be_bytes(bytes[at..at + 4].try_into().unwrap());
    (word(16), word(20))
}

#[test]
fn a_person_types_a_note_and_approves_from_the_keyboard_and_the_run_finishes() {
    let dir = tempfile::tempdir().unwrap();
    let service = garden_service(dir.path());
    let run = spawn_run(&service.url, dir.path());
    pending(&service, 1);
    let shots = Path::new(env!("CARGO_TARGET_TMPDIR")).join("approval-ui");
    std::fs::create_dir_all(&shots).unwrap();
    let typed = shots.join("typed");
    let _ = std::fs::remove_file(&typed);
    let driver = Command::new("python3")
        .arg("tests/data/approval_ui/drive.py")
        .arg(CHROMIUM)
        .arg(login_url(&service))
        .arg(&shots)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Once the note is typed, a second request arrives while the page is open.
    let started = std::time::Instant::now();
    while !typed.exists() {
        assert!(started.elapsed() < std::time::Duration::from_secs(90), "the driver never typed the note");
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    let second_cache = dir.path().join("second");
    std::fs::create_dir_all(&second_cache).unwrap();
    let second = spawn_run(&service.url, &second_cache);
    let out = driver.wait_with_output().unwrap();
    assert!(out.status.success(), "{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    let seen: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(seen["title"], "clauz3 approvals");
    assert_eq!(seen["pending_count"], "1");
    let card = seen["card_text"].as_str().unwrap();
    assert!(card.contains("At most 30 litres are poured in total."), "{card}");
    assert!(card.contains("garden.total_water_at_most(30)"), "{card}");
    assert_eq!(seen["note_after_refresh"], "Checked the beds with Ana", "a refresh clobbered the note");
    // Nothing changed while the note was typed: every poll was a bare 304.
    let unchanged = seen["polls_while_unchanged"].as_array().unwrap();
    assert!(unchanged.len() >= 2 && unchanged.iter().all(|s| s == 304), "{unchanged:?}");
    // The second request appeared live, and the typed note stayed.
    assert_eq!(seen["live_cards"], 2);
    assert_eq!(seen["note_after_live_card"], "Checked the beds with Ana", "a new card clobbered the note");
    assert!(seen["polls"].as_array().unwrap().contains(&serde_json::json!(200)), "{}", seen["polls"]);
    assert_eq!(seen["focused"], "Approve");
    assert_eq!(seen["approved_count"], "1");
    let decided = seen["decided_text"].as_str().unwrap();
    assert!(decided.contains("Approved once"), "{decided}");
    assert!(decided.contains("Note: Checked the beds with Ana"), "{decided}");
    let (pending_shot, decided_shot) =
        (seen["pending_screenshot"].as_str().unwrap(), seen["decided_screenshot"].as_str().unwrap());
    assert_eq!(png_size(pending_shot), (412, 915), "a phone-sized window");
    assert_eq!(png_size(decided_shot), (412, 915));
    assert_ne!(std::fs::read(pending_shot).unwrap(), std::fs::read(decided_shot).unwrap());
    // `CLAUZ3_KEEP_SCREENSHOTS=DIR` keeps them (the README's picture is the pending one).
    if let Some(keep) = std::env::var_os("CLAUZ3_KEEP_SCREENSHOTS") {
        let keep = std::path::PathBuf::from(keep);
        std::fs::copy(pending_shot, keep.join("approver-pending.png")).unwrap();
        std::fs::copy(decided_shot, keep.join("approver-decided.png")).unwrap();
    }

    let out = run.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}{}", String::from_utf8_lossy(&out.stderr));
    assert!(stdout.contains("executed: main\neffects: 4\n"), "{stdout}");
    let record = records(&service).remove(0);
    assert_eq!(record["approval"]["feedback"], "Checked the beds with Ana");
    let waiting = pending(&service, 1).remove(0);
    json(decide(&service, waiting["record_id"].as_str().unwrap(), "rejected", ""));
    assert_eq!(second.wait_with_output().unwrap().status.code(), Some(3));
}

#[test]
fn a_person_approves_and_remembers_then_disables_the_rule_on_the_profile_page() {
    let dir = tempfile::tempdir().unwrap();
    let args = ["--trusted-root", "tools/garden/trusted", "--remember-decisions"];
    let service = start_in(&dir.path().join("state.sqlite3"), &args, Path::new(GARDEN));
    let run = spawn_run(&service.url, dir.path());
    pending(&service, 1);
    let shots = Path::new(env!("CARGO_TARGET_TMPDIR")).join("approval-ui-remember");
    std::fs::create_dir_all(&shots).unwrap();
    let out = Command::new("python3")
        .arg("tests/data/approval_ui/drive.py")
        .arg(CHROMIUM)
        .arg(login_url(&service))
        .arg(&shots)
        .arg("remember")
        .output()
        .unwrap();
    assert!(out.status.success(), "{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    let seen: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let buttons: Vec<&str> = seen["buttons"].as_array().unwrap().iter().map(|b| b.as_str().unwrap()).collect();
    assert_eq!(
        buttons,
        ["Approve", "Reject contract", "Need more info", "Reject", "Approve and remember", "Reject and remember"]
    );
    assert_eq!(seen["focused"], "Approve and remember");
    let decided = seen["decided_text"].as_str().unwrap();
    assert!(decided.contains("Approved and remembered"), "{decided}");
    assert!(decided.contains("Remembered as rule rule-1 (enabled)"), "{decided}");
    assert_eq!(seen["profile_title"], "clauz3 approval profile");
    let rules = seen["rules_text"].as_str().unwrap();
    assert!(rules.contains("rule-1") && rules.contains("Approve automatically"), "{rules}");
    assert!(rules.contains("garden.total_water_at_most(30)"), "{rules}");
    assert_eq!(seen["profile_focused"], "Disable");
    let after = seen["rules_after_disable"].as_str().unwrap();
    assert!(after.contains("disabled") && after.contains("Enable again"), "{after}");

    let out = run.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}{}", String::from_utf8_lossy(&out.stderr));
    assert!(stdout.contains("approval: approved_remember receipt=clz2."), "{stdout}");
    let rule = &json(approval_server_support::get(
        &format!("{}/api/profile", service.url),
        Some(approval_server_support::APPROVE),
    ))["rules"][0];
    assert_eq!(rule["enabled"], false);
    assert_eq!(records(&service)[0]["remembered_rule"], serde_json::json!({"id": "rule-1", "enabled": false}));
}
