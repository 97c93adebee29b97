//! One generated case as source text: the agent program and its trusted layer
//! (`tools/fz/trusted/{effects,contracts}.py`), laid out as a user's project is.

use super::gen_classes::{uses_classes, CLASSES_PY};
use super::gen_objects::{uses_objects, OBJECTS_PY};
use super::gen_scopes::{uses_scopes, SCOPES_PY};
use super::spec::{Guarantee, CONTRACTS_PY};
use crate::layer::TrustedFile;

/// The trusted layer's random parts: the bounds in its `requires` and `ensures`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Layer {
    /// `pay` requires `0 <= amount` and, when set, `amount <= max`.
    pub pay_max: Option<i64>,
    /// `quote` ensures `lo <= result <= hi`.
    pub quote_lo: i64,
    pub quote_hi: i64,
    /// `ids` ensures `len(result) <= ids_max`.
    pub ids_max: usize,
    /// `items` (a query returning `Item` rows) ensures `len(result) <= items_max`.
    pub items_max: usize,
}

/// `names` ensures `len(result) <= NAMES_MAX`.
pub const NAMES_MAX: usize = 2;

/// The program's inputs: `main(a: int, b: int, s: str, flag: bool)`.
pub const PARAMS: [(&str, &str); 4] = [("a", "int"), ("b", "int"), ("s", "str"), ("flag", "bool")];

/// The function a dry run calls: it reads the inputs from the `fuzz_args` effect (scripted
/// like any effect result), then calls `main` with them.
pub const ENTRY: &str = "fuzz_entry";

/// The effect that hands `fuzz_entry` the inputs; not part of the program under test.
pub const ARGS_EFFECT: &str = "fuzz_args";

/// A generated agent program with its layer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Case {
    pub layer: Layer,
    /// The body expression of `helper(n: int) -> int`.
    pub helper: String,
    pub guarantees: Vec<Guarantee>,
    /// Statements of `main`, each one or more lines (relative indentation), independent of
    /// each other so that shrinking may drop any of them.
    pub body: Vec<String>,
}

impl Case {
    /// `tools/fz/trusted/effects.py`.
    pub fn effects_py(&self) -> String {
        let l = &self.layer;
        let pay = match l.pay_max {
            Some(max) => format!("0 <= amount <= {max}"),
            None => "0 <= amount".to_owned(),
        };
        format!(
            r#""""Effects of the generated layer."""
import clauz3


class Item(clauz3.Row):
    name: str
    qty: int
    ok: bool


@clauz3.requires(lambda to, amount: {pay})
@clauz3.trusted
def pay(to: str, amount: int) -> None: ...


@clauz3.trusted
def note(to: str, tag: str) -> None: ...


@clauz3.ensures(lambda result: {lo} <= result <= {hi})
@clauz3.trusted
def quote(item: str) -> int: ...


@clauz3.ensures(lambda result: len(result) <= {ids})
@clauz3.trusted
def ids(limit: int) -> list[int]: ...


@clauz3.ensures(lambda result: len(result) <= {NAMES_MAX})
@clauz3.trusted
def names() -> list[str]: ...


@clauz3.ensures(lambda result: len(result) <= {items})
@clauz3.trusted
def items(shelf: str) -> list[Item]: ...


@clauz3.trusted
def top(shelf: str) -> Item: ...


@clauz3.trusted
def keep(item: Item) -> None: ...


@clauz3.trusted
def check(item: str) -> bool: ...


@clauz3.trusted
def {ARGS_EFFECT}() -> tuple[int, int, str, bool]: ...
"#,
            lo = l.quote_lo,
            hi = l.quote_hi,
            ids = l.ids_max,
            items = l.items_max,
        )
    }

    /// `tools/fz/trusted/contracts.py` (the same for every case).
    pub fn contracts_py(&self) -> &'static str {
        CONTRACTS_PY
    }

    /// The trusted layer as the loader would read it from `tools/fz/trusted/` next to the
    /// program (modules in the loader's order), for loading the case without writing it out.
    pub fn trusted_files(&self) -> Vec<TrustedFile> {
        let file = |name: &str, text: String| TrustedFile {
            package: TRUSTED_PACKAGE.to_owned(),
            module: format!("{TRUSTED_PACKAGE}.{name}"),
            display: format!("tools/fz/trusted/{name}.py"),
            text,
        };
        vec![file("contracts", self.contracts_py().to_owned()), file("effects", self.effects_py())]
    }

    /// The agent program: `helper`, `main` with its guarantees, and the dry-run entry.
    pub fn program_py(&self) -> String {
        let body = self.body.join("\n");
        let (classes, objects) = (uses_classes(&body), uses_objects(&body));
        let mut out =
            String::from(if classes { "from dataclasses import asdict, astuple, dataclass, replace\n" } else { "" });
        if objects {
            out.push_str("from enum import Enum\n");
        }
        if classes || objects {
            out.push('\n');
        }
        out.push_str(
            "import clauz3\nfrom tools.fz.trusted import contracts as fz\nfrom tools.fz.trusted.effects import check, fuzz_args, ids, items, keep, names, note, pay, quote, top\n\n\n",
        );
        if classes {
            out.push_str(CLASSES_PY);
        }
        if objects {
            out.push_str(OBJECTS_PY);
        }
        if uses_scopes(&body) {
            out.push_str(SCOPES_PY);
        }
        out.push_str(&format!("def helper(n: int) -> int:\n    return {}\n\n\n", self.helper));
        for g in &self.guarantees {
            out.push_str(&format!("@clauz3.guarantee({})\n", g.call_text()));
        }
        let params: Vec<String> = PARAMS.iter().map(|(n, t)| format!("{n}: {t}")).collect();
        out.push_str(&format!("def main({}) -> int:\n", params.join(", ")));
        for line in PRELUDE.iter().copied().chain(self.body.iter().flat_map(|s| s.lines())) {
            out.push_str("    ");
            out.push_str(line);
            out.push('\n');
        }
        out.push_str("    return x + y\n\n\n");
        let names: Vec<&str> = PARAMS.iter().map(|(n, _)| *n).collect();
        out.push_str(&format!(
            "def {ENTRY}() -> int:\n    {0} = {ARGS_EFFECT}()\n    return main({0})\n",
            names.join(", ")
        ));
        out
    }
}

/// The package `tools/fz/trusted/` imports as.
const TRUSTED_PACKAGE: &str = "tools.fz.trusted";

/// Locals every statement may read and write, bound first so that any statement can go.
const PRELUDE: [&str; 7] =
    ["x = a", "y = b", "t = s", "k = 0", "q = 0", "xs = [a, b, 3]", "d = {\"ann\": 1, \"bob\": 2}"];
