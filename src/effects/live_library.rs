//! The bundled libraries' effects executed natively for `clauz3 run`: one handler that serves
//! `tools.filesystem.trusted.effects.*` (`live_files`), `tools.env.trusted.effects.*`
//! (`live_env`), `tools.db.trusted.effects.*` (`live_db`), the HTTP of web_fetch and
//! web_search (`live_web`, `live_search`) and the CLI-running git, gh, rsync and Gmail
//! libraries (`live_git`, `live_gh`, `live_rsync`, `live_gmail`, through `live_cli`), whichever root
//! declared them (the embedded layer or an installed copy of it), as long as the declaration
//! has the parameters the implementation reads.
//!
//! A failure is the exception the reference's Python body raises, worded as CPython words it
//! (`FileNotFoundError: [Errno 2] No such file or directory: 'a.txt'`). When the effect's
//! declaration names it (`@deal.raises(OSError)`), the program sees it raised, where a `try`
//! may handle it; otherwise (an installed layer without the declaration, a check the
//! preconditions already rule out) it stops the run as the effect's error, in those words.

use super::{
    live_db, live_env, live_files, live_gh, live_git, live_gmail, live_rsync, live_search, live_web, DataValue,
    EffectError, EffectHandler, EffectRequest,
};
use crate::ir::EffectDecl;

/// Serves every effect of the bundled libraries that [`LibraryHandler::serves`].
#[derive(Debug, Default)]
pub struct LibraryHandler;

/// The effects implemented natively: (library, effect, parameter names in order).
const IMPLEMENTED: &[(&str, &str, &[&str])] = &[
    ("env", "read_env", &["name"]),
    ("db", "read_rows", &["schema", "path", "table", "where"]),
    ("db", "create_table", &["schema", "path", "table"]),
    ("db", "insert_row", &["path", "table", "row"]),
    ("filesystem", "read_file", &["path"]),
    ("filesystem", "read_lines", &["path"]),
    ("filesystem", "read_line", &["path", "line_number"]),
    ("filesystem", "grep", &["pattern", "path"]),
    ("filesystem", "find", &["path", "args"]),
    ("filesystem", "write_file", &["path", "content"]),
    ("filesystem", "append_file", &["path", "text"]),
    ("filesystem", "make_dir", &["path"]),
    ("filesystem", "touch", &["path"]),
    ("filesystem", "remove", &["path"]),
    ("filesystem", "move", &["src", "dest"]),
    ("filesystem", "copy", &["src", "dest"]),
    ("filesystem", "chmod", &["path", "mode"]),
    ("git", "git", &["subcommand", "args", "cwd"]),
    ("git", "git_push", &["remote", "branch", "cwd"]),
    ("gh", "gh", &["command", "action", "args", "repo"]),
    ("rsync", "rsync", &["src", "dest", "delete", "args"]),
    ("web_fetch", "fetch_url", &["url"]),
    ("web_fetch", "post_url", &["url", "body"]),
    ("web_search", "web_search", &["query"]),
    ("google_workspace.gmail", "send_email", &["to", "subject", "body", "dry_run"]),
    ("google_workspace.gmail", "create_draft", &["to", "subject", "body"]),
];

/// The bundled library and the effect a qualified effect name denotes
/// (`tools.filesystem.trusted.effects.read_file`: `filesystem`, `read_file`), by the import
/// paths every library keeps (the layer module lists the libraries themselves).
fn library_effect(qualified: &str) -> Option<(&str, &str)> {
    let (module, name) = qualified.rsplit_once('.')?;
    let library = module.strip_prefix("tools.")?.strip_suffix(".trusted.effects")?;
    Some((library, name))
}

impl LibraryHandler {
    /// Whether `decl` is a bundled library's effect this handler implements, declared with
    /// the same parameters.
    pub fn serves(decl: &EffectDecl) -> bool {
        let Some((library, name)) = library_effect(&decl.qualified) else { return false };
        IMPLEMENTED.iter().any(|(l, e, params)| {
            *l == library
                && *e == name
                && decl.params.len() == params.len()
                && decl.params.iter().zip(params.iter()).all(|(p, n)| &*p.name == *n)
        })
    }
}

impl EffectHandler for LibraryHandler {
    fn perform(&mut self, request: &EffectRequest, decl: &EffectDecl) -> Result<DataValue, EffectError> {
        let args = Args(request);
        match library_effect(&decl.qualified) {
            Some(("filesystem", name)) if LibraryHandler::serves(decl) => live_files::perform(name, &args),
            Some(("env", name)) if LibraryHandler::serves(decl) => live_env::perform(name, &args),
            Some(("git", name)) if LibraryHandler::serves(decl) => live_git::perform(name, &args),
            Some(("gh", _)) if LibraryHandler::serves(decl) => live_gh::perform(&args),
            Some(("rsync", _)) if LibraryHandler::serves(decl) => live_rsync::perform(&args),
            Some(("db", name)) if LibraryHandler::serves(decl) => live_db::perform(name, &args),
            Some(("web_fetch", name)) if LibraryHandler::serves(decl) => live_web::perform(name, &args),
            Some(("web_search", _)) if LibraryHandler::serves(decl) => live_search::perform(&args),
            Some(("google_workspace.gmail", name)) if LibraryHandler::serves(decl) => live_gmail::perform(name, &args),
            Some(_) | None => Err(EffectError::new(format!("`{}` is not a bundled library effect", decl.qualified))),
        }
    }
}

/// The arguments of one call, by parameter name.
pub struct Args<'r>(&'r EffectRequest);

impl Args<'_> {
    /// The argument `name`, whatever its type.
    pub fn value(&self, name: &str) -> Result<&DataValue, EffectError> {
        self.0
            .args
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v)
            .ok_or_else(|| python_error("TypeError", format!("missing required argument: '{name}'")))
    }

    pub fn text(&self, name: &str) -> Result<&str, EffectError> {
        let value = self.value(name)?;
        if let DataValue::Str(s) = value {
            return Ok(s);
        }
        Err(python_error("TypeError", format!("{name} must be a str, not {}", value.repr())))
    }

    pub fn int(&self, name: &str) -> Result<&num_bigint::BigInt, EffectError> {
        let value = self.value(name)?;
        if let DataValue::Int(i) = value {
            return Ok(i);
        }
        Err(python_error("TypeError", format!("{name} must be an int, not {}", value.repr())))
    }

    pub fn bool(&self, name: &str) -> Result<bool, EffectError> {
        let value = self.value(name)?;
        if let DataValue::Bool(b) = value {
            return Ok(*b);
        }
        Err(python_error("TypeError", format!("{name} must be a bool, not {}", value.repr())))
    }

    pub fn texts(&self, name: &str) -> Result<Vec<&str>, EffectError> {
        let not_texts = || python_error("TypeError", format!("{name} must be a list of str"));
        let DataValue::List(items) = self.value(name)? else { return Err(not_texts()) };
        items.iter().map(|v| if let DataValue::Str(s) = v { Ok(s.as_str()) } else { Err(not_texts()) }).collect()
    }
}

/// The builtin exception `exception` raised with `message`; one the subset has no class for
/// (`shutil.Error`) is an error worded as CPython prints it: `shutil.Error: why`.
pub fn python_error(exception: &str, message: impl std::fmt::Display) -> EffectError {
    let message = message.to_string();
    EffectError::raised_named(exception, &message)
        .unwrap_or_else(|_| EffectError::new(format!("{exception}: {message}")))
}
