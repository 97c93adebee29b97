//! The bundled standard library: trusted layers written as subset source and compiled into the
//! binary, so a program importing `tools.filesystem.trusted...` proves and runs with no
//! `--trusted-root`. A library is used only when the program (or a trusted module on disk)
//! imports its package and no root on disk provides that package; a root on disk wins.

use super::TrustedFile;

/// One bundled library: what `clauz3 libraries` lists and the modules of its trusted root.
#[derive(Debug)]
pub struct Library {
    /// The domain: the library is imported as `tools.<name>.trusted`.
    pub name: &'static str,
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
        name: "rsync",
        title: "File synchronization",
        summary: "Synchronize files with rsync, with contracts on sources, destinations and deletion.",
        description: "Copy trees with the local rsync program. Contracts bound where a sync reads and writes, forbid deleting destination files, and count syncs.",
        requirements: &[Requirement { name: "rsync", description: "the rsync program, on the PATH clauz3 runs with" }],
        modules: &[
            ("effects", include_str!("stdlib/rsync/effects.py")),
            ("contracts", include_str!("stdlib/rsync/contracts.py")),
        ],
    },
];

impl Library {
    /// The package its trusted root imports as: `tools.<name>.trusted`.
    pub fn package(&self) -> String {
        format!("tools.{}.trusted", self.name)
    }

    /// Its modules as trusted files, shown as `<clauz3>/stdlib/<name>/trusted/<module>.py`.
    pub fn files(&self) -> Vec<TrustedFile> {
        let package = self.package();
        self.modules
            .iter()
            .map(|(module, text)| TrustedFile {
                package: package.clone(),
                module: format!("{package}.{module}"),
                display: format!("<clauz3>/stdlib/{}/trusted/{module}.py", self.name),
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
            self.name,
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
