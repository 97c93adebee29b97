//! What the names at a module's top level refer to, resolved once for lowering.

use crate::ir::{Builtin, Const, EffectId, FuncId};
use std::collections::HashMap;

/// What a module-level name refers to.
#[derive(Debug, Clone)]
pub enum ModuleItem {
    Function(FuncId),
    Constant(Const),
    /// A list/dict/set of literals: declared, but not readable from functions.
    MutableConstant(&'static str),
    /// A variable some function rebinds with `global`: `Program::globals[i]`.
    Global(u32),
    Effect(EffectId),
    /// A trusted (or `typing`) module imported under an alias, by dotted name.
    Module(String),
    /// `clauz3` itself (`None`) or a name imported from it.
    Clauz3(Option<String>),
    /// A builtin under an imported name (`from clauz3.spec import effect`, contract dialect).
    Builtin(crate::ir::Builtin),
    /// A module value made where it is read, however it was imported: reading the name calls
    /// the builtin that makes it once per run (`sys.argv`), or the hidden function of a class
    /// module computing it (`uuid.NAMESPACE_DNS`, `http.client.OK`; see `layer::class_modules`).
    RunValue(crate::ir::Callee),
    /// A `@contract` helper of a trusted module: (module, name).
    Contract(String, String),
    /// A module (or a name from one) that may be imported but has no model: the dotted name.
    Foreign(String),
    /// A module-level name of a trusted module that conditions cannot use, and why (a helper
    /// outside the subset, a computed constant).
    Outside(String),
    /// A name whose own definition was refused (a class outside the subset): the refusal is
    /// the error, so its uses say nothing more.
    Refused,
}

/// The module-level names of one file, resolved.
#[derive(Debug, Default)]
pub struct ModuleEnv {
    pub items: HashMap<String, ModuleItem>,
    /// Lowering a trusted contract module: record fields (`e.bed`), relation methods and the
    /// contract builtins are available.
    pub contract_dialect: bool,
    /// Effects reachable as `alias.name`, keyed by (module, name).
    pub module_effects: HashMap<(String, String), EffectId>,
    /// Other names reachable as `alias.name` (row classes), keyed by (module, name).
    pub module_items: HashMap<(String, String), ModuleItem>,
    /// Standard-library modules clauz3 models only in part (`math`): a member `module_items`
    /// lacks is refused as one clauz3 has no model of.
    pub partial_modules: std::collections::HashSet<String>,
    /// Every name a class of the program defines (methods and class attributes): a call
    /// `x.name(...)` of one is resolved when it runs (`ExprKind::AttrCall`).
    pub class_members: std::collections::HashSet<String>,
    /// The class whose methods are being lowered (what `super()` starts from).
    pub current_class: std::cell::RefCell<Option<std::rc::Rc<crate::ir::ClassDef>>>,
    /// The classes defined inside module-level functions, by where their statement starts
    /// (`syntax/local_class.rs`); None for one refused.
    pub local_classes: HashMap<u32, Option<LocalClassEntry>>,
    /// How many function scopes enclose the methods being lowered: none for a module-level
    /// class, one for a class inside a function (what "directly in a method" means to
    /// `super()`).
    pub method_depth: std::cell::Cell<usize>,
    /// The names imported from `typing` that its class half gives a value (`Optional`,
    /// `get_args`): still `typing`'s, for the checks that read a form where it is written
    /// (`ClassVar[int]` in a dataclass body).
    pub typing_names: std::collections::HashSet<String>,
}

/// A class defined inside a function, as lowering the function needs it.
#[derive(Debug, Clone)]
pub struct LocalClassEntry {
    pub class: std::rc::Rc<crate::ir::ClassDef>,
    /// Whether the class's own body names it (read as the class first made), so its
    /// statement may make it only once per run.
    pub once: bool,
    /// Each method's function, by where its `def` starts.
    pub methods: Vec<(u32, FuncId)>,
    /// Whether it is the template of a `namedtuple(...)` made where it runs
    /// (`Builtin::MadeNamedTuple`).
    pub run_time: bool,
}

impl ModuleEnv {
    /// These names with `classes` bound by name besides: what a local class's body and methods
    /// see (the local classes of its function).
    pub fn with_classes(&self, classes: Vec<(String, std::rc::Rc<crate::ir::ClassDef>)>) -> ModuleEnv {
        let mut items = self.items.clone();
        for (name, class) in classes {
            items.insert(name, ModuleItem::Constant(Const::Class(class)));
        }
        ModuleEnv {
            items,
            contract_dialect: self.contract_dialect,
            module_effects: self.module_effects.clone(),
            module_items: self.module_items.clone(),
            partial_modules: self.partial_modules.clone(),
            class_members: self.class_members.clone(),
            current_class: std::cell::RefCell::new(None),
            local_classes: self.local_classes.clone(),
            method_depth: std::cell::Cell::new(0),
            typing_names: self.typing_names.clone(),
        }
    }

    /// Whether the module-level `name` is `typing` itself or a name imported from it.
    pub fn names_typing(&self, name: &str) -> bool {
        matches!(self.items.get(name), Some(ModuleItem::Module(t)) if t == "typing") || self.typing_names.contains(name)
    }
}

/// What the names of `clauz3.spec` (also offered by `clauz3` itself) mean in the contract
/// dialect.
pub fn spec_name(name: &str) -> Option<ModuleItem> {
    Some(match name {
        "effect" => ModuleItem::Builtin(Builtin::Relation),
        "ConjunctionSpec" => ModuleItem::Builtin(Builtin::Conjunction),
        "no_guarantees" => ModuleItem::Builtin(Builtin::NoGuarantees),
        "contract" | "ContractSpec" | "guarantee" => ModuleItem::Clauz3(Some(name.to_owned())),
        _ => return None,
    })
}

/// Why clauz3 has no model of `module.name`, when more can be said than that it has none
/// (starting with `: `); empty otherwise.
pub fn unmodelled_why(module: &str, name: &str) -> String {
    const ASKS_THE_SYSTEM: &[&str] = &[
        "exists",
        "lexists",
        "isfile",
        "isdir",
        "islink",
        "ismount",
        "getsize",
        "getmtime",
        "getatime",
        "getctime",
        "samefile",
        "abspath",
        "realpath",
        "expanduser",
        "expandvars",
    ];
    match (module, name) {
        ("json", "dump" | "load") => format!(
            ": it reads or writes a file object, and the subset has no files (use `json.{name}s` on a string; effects read and write files)"
        ),
        ("os.path" | "posixpath", n) if ASKS_THE_SYSTEM.contains(&n) => {
            ": it asks the operating system (the file system, the working directory, the home directory or the environment), which only a trusted effect may do: call one".to_owned()
        }
        ("http.client", _) => ": it opens network connections, which only a trusted effect may do: call one".to_owned(),
        ("uuid", "uuid1" | "getnode") => ": it reads the machine's network address and clock; use `uuid.uuid4()`, or `uuid3`/`uuid5` of a name".to_owned(),
        ("os", _) => ": it reaches the operating system, which only a trusted effect may do: call one (clauz3 models `os.path` and the path constants)".to_owned(),
        _ => String::new(),
    }
}
