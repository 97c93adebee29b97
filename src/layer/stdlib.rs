//! The bundled standard library: trusted layers written as subset source and compiled into the
//! binary, so a program importing `tools.filesystem.trusted...` proves and runs with no
//! `--trusted-root`. A library is used only when the program (or a trusted module on disk)
//! imports its package and no root on disk provides that package; a root on disk wins.

use super::TrustedFile;

/// One bundled library: what `clauz3 libraries` lists and the modules of its trusted root.
#[derive(Debug)]
pub struct Library {
    /// What `clauz3 install stdlib:<name>` and `clauz3 libraries` call it.
    pub name: &'static str,
    /// Where its layer lives below `tools/` (`google_workspace/gmail`): the library is
    /// imported as `tools.<domain, dotted>.trusted` and installed in `.clauz3/tools/<domain>/`.
    pub domain: &'static str,
    pub title: &'static str,
    pub summary: &'static str,
    pub description: &'static str,
    /// Programs or services `clauz3 run` needs for some of its effects.
    pub requirements: &'static [Requirement],
    /// (module below the package, source).
    pub modules: &'static [(&'static str, &'static str)],
}

/// Something outside clauz3 a library's effects need at run time.
#[derive(Debug)]
pub struct Requirement {
    pub name: &'static str,
    pub description: &'static str,
}

/// Every bundled library, by name.
pub const LIBRARIES: &[Library] = &[
    Library {
        name: "db",
        domain: "db",
        title: "Databases",
        summary: "Read typed rows from SQLite files and CSV tables; create SQLite tables and insert rows.",
        description: "Work with local SQLite databases and directories of CSV tables through typed rows: read with an equality filter, create tables and append rows, with contracts on which sources, tables and databases a program touches and how often. No SQL text is accepted from the program.",
        requirements: &[],
        modules: &[
            ("effects", include_str!("stdlib/db/effects.py")),
            ("contracts", include_str!("stdlib/db/contracts.py")),
        ],
    },
    Library {
        name: "env",
        domain: "env",
        title: "Environment variables",
        summary: "Read environment variables, with contracts on which names a program may read.",
        description: "Read environment variables of the process running clauz3; contracts limit which names a program may read and how often.",
        requirements: &[],
        modules: &[
            ("effects", include_str!("stdlib/env/effects.py")),
            ("contracts", include_str!("stdlib/env/contracts.py")),
        ],
    },
    Library {
        name: "filesystem",
        domain: "filesystem",
        title: "Files and folders",
        summary: "Read, search and list files; write, copy, move, delete and chmod them; contracts say what the tools may do to the filesystem.",
        description: "Work with local files and folders: read text, search it, list directories and make approved changes. Contracts tell exact files from directory boundaries and limit reads, writes, deletions and counts.",
        requirements: &[],
        modules: &[
            ("events", include_str!("stdlib/filesystem/events.py")),
            ("effects", include_str!("stdlib/filesystem/effects.py")),
            ("contracts", include_str!("stdlib/filesystem/contracts.py")),
        ],
    },
    Library {
        name: "git",
        domain: "git",
        title: "Git",
        summary: "Run git subcommands and pushes, with contracts on which subcommands, where, how many, and where pushes go.",
        description: "Work with local git repositories: run subcommands in a repository and push branches. Contracts keep a program to inspection commands, to chosen subcommands and directories, and pin the remote and branch of pushes.",
        requirements: &[Requirement { name: "git", description: "the git program, on the PATH clauz3 runs with" }],
        modules: &[
            ("effects", include_str!("stdlib/git/effects.py")),
            ("contracts", include_str!("stdlib/git/contracts.py")),
        ],
    },
    Library {
        name: "gh",
        domain: "gh",
        title: "GitHub",
        summary: "Use the GitHub CLI, with contracts on which repositories, objects and verbs a program may touch.",
        description: "Work with GitHub through the user's own gh CLI and its login. Contracts keep a program to reading verbs, to chosen objects (pull requests, issues), and to one repository or owner.",
        requirements: &[Requirement {
            name: "gh",
            description: "the GitHub CLI, on the PATH clauz3 runs with and logged in (gh auth login)",
        }],
        modules: &[
            ("effects", include_str!("stdlib/gh/effects.py")),
            ("contracts", include_str!("stdlib/gh/contracts.py")),
        ],
    },
    Library {
        name: "google_workspace",
        domain: "google_workspace/gmail",
        title: "Gmail",
        summary: "Preview or send email and save Gmail drafts through gog, with contracts on recipients, counts and content.",
        description: "Preview emails, send new ones or save drafts in Gmail through the user's own gog CLI and login. A send is a preview unless the program passes dry_run=False; saving a draft changes the mailbox. Contracts keep a program to previews or drafts, to chosen recipients, to a number of messages and to what subjects and bodies may say.",
        requirements: &[Requirement {
            name: "gog",
            description: "the gog CLI (https://gogcli.sh), on the PATH clauz3 runs with and authorized for Gmail (gog auth add you@example.com --services gmail); only for real sends and drafts",
        }],
        modules: &[
            ("effects", include_str!("stdlib/google_workspace/gmail/effects.py")),
            ("contracts", include_str!("stdlib/google_workspace/gmail/contracts.py")),
        ],
    },
    Library {
        name: "rsync",
        domain: "rsync",
        title: "File synchronization",
        summary: "Synchronize files with rsync, with contracts on sources, destinations and deletion.",
        description: "Copy trees with the local rsync program. Contracts bound where a sync reads and writes, forbid deleting destination files, and count syncs.",
        requirements: &[Requirement { name: "rsync", description: "the rsync program, on the PATH clauz3 runs with" }],
        modules: &[
            ("effects", include_str!("stdlib/rsync/effects.py")),
            ("contracts", include_str!("stdlib/rsync/contracts.py")),
        ],
    },
    Library {
        name: "web_fetch",
        domain: "web_fetch",
        title: "Web requests",
        summary: "Fetch URLs and POST text over HTTP, with contracts on which URLs, how many requests, and whether POSTs happen.",
        description: "Make HTTP GET and POST requests natively, with time and size limits and redirects kept to the URLs the preconditions accept. Contracts bound the URLs a program reaches (prefixes, https only, length, forbidden substrings) and the number of requests.",
        requirements: &[],
        modules: &[
            ("effects", include_str!("stdlib/web_fetch/effects.py")),
            ("contracts", include_str!("stdlib/web_fetch/contracts.py")),
        ],
    },
    Library {
        name: "web_search",
        domain: "web_search",
        title: "Web search",
        summary: "Search the web through a backend you configure, with contracts on query content and counts.",
        description: "Find web results through a JSON search endpoint the user configures (CLAUZ3_SEARCH_URL, with an optional CLAUZ3_SEARCH_API_KEY); no search vendor is built in. Contracts bound how many searches a program makes and what its queries may contain.",
        requirements: &[Requirement {
            name: "CLAUZ3_SEARCH_URL",
            description: "a JSON search endpoint taking {\"query\", \"key\"} and returning an array of URLs (key from CLAUZ3_SEARCH_API_KEY)",
        }],
        modules: &[
            ("effects", include_str!("stdlib/web_search/effects.py")),
            ("contracts", include_str!("stdlib/web_search/contracts.py")),
        ],
    },
];

impl Library {
    /// The package its trusted root imports as: `tools.<domain, dotted>.trusted`.
    pub fn package(&self) -> String {
        format!("tools.{}.trusted", self.domain.replace('/', "."))
    }

    /// Its modules as trusted files, shown as `<clauz3>/stdlib/<name>/trusted/<module>.py`.
    pub fn files(&self) -> Vec<TrustedFile> {
        let package = self.package();
        self.modules
            .iter()
            .map(|(module, text)| TrustedFile {
                package: package.clone(),
                module: format!("{package}.{module}"),
                display: format!("<clauz3>/stdlib/{}/trusted/{module}.py", self.domain),
                text: (*text).to_owned(),
            })
            .collect()
    }

    /// Its `clauz3.yaml` domain manifest (the reference's metadata fields), for an installed
    /// copy. Strings are written JSON-quoted, which YAML reads as double-quoted scalars.
    pub fn manifest(&self) -> String {
        let quoted = |s: &str| serde_json::Value::from(s).to_string();
        format!(
            "schema_version: 1\nname: {}\ntitle: {}\nsummary: {}\ndescription: {}\n",
            self.domain,
            quoted(self.title),
            quoted(self.summary),
            quoted(self.description)
        )
    }

    /// Whether the dotted module `imported` is the library's package or below it.
    fn covers(&self, imported: &str) -> bool {
        let package = self.package();
        imported == package || imported.strip_prefix(&package).is_some_and(|rest| rest.starts_with('.'))
    }
}

/// The bundled library called `name`.
pub fn library(name: &str) -> Option<&'static Library> {
    LIBRARIES.iter().find(|l| l.name == name)
}

/// Adds to `files` every bundled library that `program` or one of `files` imports and no file
/// already provides. A text that does not parse names nothing here: the real parse reports it.
pub fn add_imported(program: &str, files: &mut Vec<TrustedFile>) {
    let mut imported = crate::syntax::imported_modules(program);
    for f in files.iter() {
        imported.extend(crate::syntax::imported_modules(&f.text));
    }
    for library in LIBRARIES {
        let package = library.package();
        let provided = files.iter().any(|f| f.package == package);
        if !provided && imported.iter().any(|m| library.covers(m)) {
            files.extend(library.files());
        }
    }
}
