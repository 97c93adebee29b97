//! Output to a reader that has gone ends quietly.

use crate::support::{fenced, Scratch};
use std::io::{BufRead, BufReader};
use std::process::Stdio;

/// Runs `args` with stdout read for one line, then closed; the exit status and stderr.
fn read_one_line_then_close(s: &Scratch, args: &[&str]) -> (i32, String) {
    let mut child =
        fenced(args).current_dir(s.path()).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().expect("spawned");
    let mut first = String::new();
    BufReader::new(child.stdout.take().expect("stdout")).read_line(&mut first).expect("a line");
    assert!(!first.is_empty());
    let out = child.wait_with_output().expect("ended");
    (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stderr).into_owned())
}

#[test]
fn a_closed_stdout_ends_every_command_quietly_with_status_141() {
    let s = Scratch::new();
    s.write("loud.py", "def main() -> int:\n    for i in range(100000):\n        print(i)\n    return 0\n");
    let entries: Vec<String> = (0..200)
        .map(|i| s.write(&format!("p{i}.py"), "def main() -> int:\n    return 1\n").display().to_string())
        .collect();
    let mut prove = vec!["prove", "--json"];
    prove.extend(entries.iter().map(String::as_str));
    for args in
        [&["dry-run", "loud.py"][..], &["dry-run", "--json", "loud.py"], &["dry-run", "--quiet", "loud.py"], &prove]
    {
        let (code, stderr) = read_one_line_then_close(&s, args);
        assert_eq!((code, stderr.as_str()), (141, ""), "{:?}", &args[..2]);
    }
}
