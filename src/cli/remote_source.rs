//! Git remotes as sources of `clauz3 install` and `clauz3 test`: `gh:org/repo[@ref]` (GitHub)
//! and git URLs (`https://`, `ssh://`, `git@host:`, `git://`, `file://`, each with an optional
//! `@ref` after the last `/`), as the reference accepts them. The ref is resolved to a commit
//! with `git ls-remote` on every use and the commit cloned once into
//! `$CLAUZ3_CACHE/sources/<sha>/` (default `~/.cache/clauz3/`), so a pinned sha is a stable
//! cache entry and a branch is fetched again when it moves. git runs with an argument vector,
//! never a shell, with a time limit, no terminal prompt, no approval credentials in its
//! environment and the `ext::` transport (which runs commands) disabled; a URL, host or ref
//! that git would read as an option is refused.
#![expect(clippy::disallowed_types, reason = "a remote source is fetched by the git CLI")]
#![expect(clippy::disallowed_methods, reason = "the clone cache lives on disk")]

use crate::effects::live_cli::run_limited;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// The prefixes that make a source a git remote rather than a local path.
const REMOTE_PREFIXES: [&str; 7] = ["gh:", "https://", "http://", "git@", "git://", "ssh://", "file://"];

/// How long asking a remote for a ref may take, and a whole clone.
const LS_REMOTE_LIMIT: Duration = Duration::from_secs(60);
const CLONE_LIMIT: Duration = Duration::from_secs(300);

/// A remote source cloned at one commit.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fetched {
    /// The clone's directory in the cache.
    pub dir: PathBuf,
    /// The git URL it came from (a `gh:` shorthand expanded).
    pub url: String,
    /// The commit checked out.
    pub revision: String,
}

/// Whether `source` names a git remote.
pub fn is_remote(source: &str) -> bool {
    REMOTE_PREFIXES.iter().any(|p| source.starts_with(p))
}

/// A remote source split into the URL git is given and the ref asked for.
#[derive(Debug, PartialEq, Eq)]
struct Remote {
    url: String,
    reference: Option<String>,
}

/// `source` read as a remote, or why it cannot be one.
fn parse(source: &str) -> Result<Remote, String> {
    let remote = match source.strip_prefix("gh:") {
        Some(rest) => {
            let (path, reference) = match rest.split_once('@') {
                Some((path, r)) => (path, Some(r.to_owned())),
                None => (rest, None),
            };
            let word = |w: &str| !w.is_empty() && w.chars().all(|c| c.is_alphanumeric() || "_.-".contains(c));
            let ref_ok = reference
                .as_deref()
                .is_none_or(|r| !r.is_empty() && r.chars().all(|c| c.is_alphanumeric() || "_./-".contains(c)));
            match path.split_once('/') {
                Some((org, repo)) if word(org) && word(repo) && ref_ok => {
                    let repo = repo.strip_suffix(".git").unwrap_or(repo);
                    Remote { url: format!("https://github.com/{org}/{repo}.git"), reference }
                }
                _ => return Err(format!("invalid gh: source {source:?}: expected gh:org/repo or gh:org/repo@ref")),
            }
        }
        None => {
            let (url, reference) = split_url_ref(source);
            refuse_option_like(url, "url")?;
            refuse_option_like_host(url)?;
            Remote { url: url.to_owned(), reference: reference.map(str::to_owned) }
        }
    };
    if let Some(r) = &remote.reference {
        refuse_option_like(r, "ref")?;
    }
    Ok(remote)
}

/// `URL@ref` split at an `@` after the last `/` (the `@` of `git@host:org/repo` is the user's).
fn split_url_ref(source: &str) -> (&str, Option<&str>) {
    match (source.rfind('/'), source.rfind('@')) {
        (Some(slash), Some(at)) if at > slash => (&source[..at], Some(&source[at + 1..])),
        _ => (source, None),
    }
}

/// git reads a value starting with `-` as an option (`--upload-pack=...` runs a command).
fn refuse_option_like(value: &str, what: &str) -> Result<(), String> {
    if value.starts_with('-') {
        return Err(format!("a git {what} may not begin with '-': {value:?}"));
    }
    Ok(())
}

/// ssh is handed the host of an ssh URL as an argument: `ssh://-oProxyCommand=...` would run a
/// command whatever `--` git puts before the URL.
fn refuse_option_like_host(url: &str) -> Result<(), String> {
    let authority = if let Some(rest) = url.strip_prefix("ssh://") {
        rest.split('/').next()
    } else if url.contains("://") {
        None
    } else {
        url.split_once(':').map(|(authority, _)| authority)
    };
    let Some(authority) = authority else { return Ok(()) };
    let host = authority.rsplit('@').next().unwrap_or(authority);
    if authority.starts_with('-') || host.starts_with('-') {
        return Err(format!("a git ssh host may not begin with '-': {url:?}"));
    }
    Ok(())
}

/// The clone cache: `$CLAUZ3_CACHE/sources` (a leading `~` is the home directory), else
/// `~/.cache/clauz3/sources`.
fn cache_root() -> Result<PathBuf, String> {
    let root =
        super::parse_store::cache_root().map_err(|e| e.replace("no cache directory", "no cache for remote sources"))?;
    Ok(root.join("sources"))
}

/// `source` cloned at the commit its ref names now (from the cache when already cloned).
pub fn fetch(source: &str) -> Result<Fetched, String> {
    let remote = parse(source)?;
    let revision = resolve_revision(&remote)?;
    let dir = cache_root()?.join(&revision);
    if !dir.join(".git").is_dir() {
        clone_at(&remote.url, &revision, &dir)?;
    }
    Ok(Fetched { dir, url: remote.url, revision })
}

/// The commit `remote`'s ref (HEAD when none) names; a ref that looks like a sha and is not
/// advertised is taken as that commit (the clone then checks it out or fails).
fn resolve_revision(remote: &Remote) -> Result<String, String> {
    let wanted = remote.reference.as_deref().unwrap_or("HEAD");
    let out = git(&["ls-remote", "--", &remote.url, wanted], None, LS_REMOTE_LIMIT)
        .map_err(|why| format!("git ls-remote failed for {} {wanted}: {why}", remote.url))?;
    let text = String::from_utf8_lossy(&out);
    if let Some(sha) = text.lines().next().and_then(|l| l.split('\t').next()).filter(|s| !s.is_empty()) {
        return Ok(sha.to_owned());
    }
    let looks_like_sha = (7..=40).contains(&wanted.len()) && wanted.chars().all(|c| c.is_ascii_hexdigit());
    match &remote.reference {
        Some(r) if looks_like_sha => Ok(r.to_ascii_lowercase()),
        _ => Err(format!("ref {wanted:?} not found in {}", remote.url)),
    }
}

/// Clones `url` into `dest` (through a staging directory beside it, so an interrupted clone
/// never looks complete) and checks out `revision`.
fn clone_at(url: &str, revision: &str, dest: &Path) -> Result<(), String> {
    refuse_option_like(revision, "sha")?;
    let parent = dest.parent().ok_or("the cache has no parent directory")?;
    std::fs::create_dir_all(parent).map_err(|e| format!("cannot create {}: {e}", parent.display()))?;
    let staging = parent.join(format!(".staging-{revision}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&staging);
    let staged = staging.to_string_lossy().into_owned();
    let cloned = git(&["clone", "--quiet", "--", url, &staged], None, CLONE_LIMIT)
        .and_then(|_| git(&["checkout", "--quiet", revision, "--"], Some(&staging), LS_REMOTE_LIMIT));
    if let Err(why) = cloned {
        let _ = std::fs::remove_dir_all(&staging);
        return Err(format!("git clone of {url} (commit {revision}) failed: {why}"));
    }
    match std::fs::rename(&staging, dest) {
        Ok(()) => Ok(()),
        // Another install cloned the same commit meanwhile: theirs is as good.
        Err(_) if dest.join(".git").is_dir() => {
            let _ = std::fs::remove_dir_all(&staging);
            Ok(())
        }
        Err(e) => Err(format!("cannot move the clone to {}: {e}", dest.display())),
    }
}

/// Runs `git ARGS` (in `dir`) hardened as described above; its stdout, or why it failed.
fn git(args: &[&str], dir: Option<&Path>, limit: Duration) -> Result<Vec<u8>, String> {
    let mut command = Command::new("git");
    command.args(["-c", "protocol.ext.allow=never"]);
    if let Some(dir) = dir {
        command.arg("-C").arg(dir);
    }
    command.args(args).env("GIT_TERMINAL_PROMPT", "0");
    for (name, _) in std::env::vars_os() {
        let name = name.to_string_lossy();
        if name.starts_with("CLAUZ3_APPROVAL") || name == "CLAUZ3_UI_CONFIG" {
            command.env_remove(&*name);
        }
    }
    let finished = run_limited(command, limit).map_err(|e| format!("cannot run git: {e}"))?;
    match finished.status {
        Some(status) if status.success() => Ok(finished.stdout),
        Some(_) => Err(String::from_utf8_lossy(&finished.stderr).trim().to_owned()),
        None => Err(format!("timed out after {} s", limit.as_secs())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sources_are_read_as_the_reference_reads_them() {
        let url = |s: &str| parse(s).map(|r| (r.url, r.reference));
        assert_eq!(url("gh:acme/tools"), Ok(("https://github.com/acme/tools.git".into(), None)));
        assert_eq!(url("gh:acme/tools@v1.2"), Ok(("https://github.com/acme/tools.git".into(), Some("v1.2".into()))));
        assert_eq!(url("git@host.example:org/repo"), Ok(("git@host.example:org/repo".into(), None)));
        assert_eq!(url("file:///srv/repo@main"), Ok(("file:///srv/repo".into(), Some("main".into()))));
        assert!(url("gh:acme").is_err());
        assert!(url("gh:acme/tools@-x").is_err());
        assert!(url("ssh://-oProxyCommand=touch%20x/repo").unwrap_err().contains("ssh host"));
        assert!(url("https://example.org/repo@--upload-pack=x").unwrap_err().contains("ref"));
        assert!(is_remote("gh:a/b") && is_remote("file:///x") && !is_remote("./tools") && !is_remote("stdlib:git"));
    }
}
