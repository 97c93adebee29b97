//! `clauz3.yaml`, a library's manifest (the reference's metadata: `schema_version`, `name`,
//! `title`, `summary`, `description`, `requirements`, ...), read with a YAML parser when a
//! layer is installed (a manifest that does not read refuses the install, naming
//! `file:line:col`) and when the user store's layers are listed (their summary). Fields
//! clauz3 does not use are accepted as they are.

use std::path::Path;

/// The fields of a manifest clauz3 uses; each may be left out.
#[derive(Debug, Default, serde::Deserialize)]
#[serde(default)]
pub struct Manifest {
    pub schema_version: Option<u32>,
    pub name: Option<String>,
    pub title: Option<String>,
    pub summary: Option<String>,
    pub description: Option<String>,
    /// Sources (as `clauz3 install` takes them) of the layers this one needs, installed first.
    pub dependencies: Vec<String>,
}

/// The file name of a manifest, in a domain's directory.
pub const MANIFEST: &str = "clauz3.yaml";

/// Reads the manifest `text` of the file shown as `file`.
///
/// # Errors
/// Text that is not YAML, or not a mapping with those fields' types:
/// `file:line:col: invalid clauz3.yaml: why`.
pub fn parse(file: &Path, text: &str) -> Result<Manifest, String> {
    let invalid = |e: serde_yaml_ng::Error| {
        let at = e.location().map_or_else(String::new, |l| format!(":{}:{}", l.line(), l.column()));
        let why = e.to_string();
        // The parser's own text ends with where it is (` at line 3 column 1`), said once in front.
        let why = why.split(" at line ").next().unwrap_or(&why).to_owned();
        format!("{}{at}: invalid {MANIFEST}: {why}", file.display())
    };
    if text.trim().is_empty() {
        return Ok(Manifest::default());
    }
    let manifest: Manifest = serde_yaml_ng::from_str(text).map_err(invalid)?;
    match manifest.schema_version {
        None | Some(1) => Ok(manifest),
        Some(other) => {
            Err(format!("{}: invalid {MANIFEST}: schema_version {other} is not supported (only 1)", file.display()))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layer::stdlib::LIBRARIES;

    #[test]
    fn every_bundled_manifest_reads_back_with_its_fields() {
        for library in LIBRARIES {
            let manifest = parse(Path::new("clauz3.yaml"), &library.manifest()).unwrap();
            assert_eq!(manifest.name.as_deref(), Some(library.domain));
            assert_eq!(manifest.summary.as_deref(), Some(library.summary));
            assert_eq!(manifest.description.as_deref(), Some(library.description));
        }
    }

    #[test]
    fn the_references_block_scalars_and_extra_fields_read() {
        let text = "schema_version: 1\nname: web\nsummary: >-\n  Fetch URLs\n  politely.\nrequirements:\n  setup:\n    - id: x\n";
        let manifest = parse(Path::new("m.yaml"), text).unwrap();
        assert_eq!(manifest.summary.as_deref(), Some("Fetch URLs politely."));
    }

    #[test]
    fn bad_yaml_names_file_line_and_column() {
        let err = parse(Path::new("t/clauz3.yaml"), "name: a\nsummary: b: c\n").unwrap_err();
        assert_eq!(err, "t/clauz3.yaml:2:11: invalid clauz3.yaml: mapping values are not allowed in this context");
        let err = parse(Path::new("t/clauz3.yaml"), "name: a\nsummary: [unclosed\n").unwrap_err();
        assert_eq!(err, "t/clauz3.yaml:2:10: invalid clauz3.yaml: summary: invalid type: sequence, expected a string");
        let err = parse(Path::new("m.yaml"), "name: a\ntitle:\n  nested: map\n").unwrap_err();
        assert!(err.starts_with("m.yaml:3:3: invalid clauz3.yaml: title: invalid type: map"), "{err}");
        let err = parse(Path::new("m.yaml"), "schema_version: 2\n").unwrap_err();
        assert_eq!(err, "m.yaml: invalid clauz3.yaml: schema_version 2 is not supported (only 1)");
    }
}
