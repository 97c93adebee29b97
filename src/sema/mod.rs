//! The one evaluator: statement and expression semantics written once, generic over a value
//! [`Domain`]. The interpreter is this evaluator over concrete values; the prover is the same
//! evaluator over Z3 terms.
//!
//! Each function body is compiled once, on its first call, into a tree of closures (generic
//! over the domain), so running it does not re-dispatch on node kinds. The compilation is the
//! dispatch: there is exactly one `match` over statement kinds (`exec.rs`) and one over
//! expression kinds (`eval.rs`) in the crate.
#![deny(clippy::wildcard_enum_match_arm)]

mod abc_checks;
mod alias_names;
mod annotations;
mod async_gen_methods;
mod builtin_args;
mod builtin_attrs;
mod builtin_inplace;
mod builtin_subclass;
mod call;
mod caret_anchors;
mod catches;
mod cell_objects;
mod class_attrs;
mod class_family;
mod class_lineage;
mod class_namespace;
mod closure;
mod collection_operators;
mod collection_subclass;
mod comparison;
mod comprehension;
mod constant_tuple;
mod container_dunders;
mod copy_helpers;
mod copy_reduce;
mod counter_eq;
mod dataclass_fields;
mod dataclass_helpers;
mod del_attr;
mod descriptors;
mod domain;
mod dunder_methods;
mod dunders;
mod effect_call;
mod enum_new;
mod enums;
mod eval;
mod exc_chain;
mod exc_groups;
mod exc_notes;
mod exc_objects;
mod except_star;
mod exec;
mod fault;
mod field_access;
mod field_binding;
mod format_template;
mod frame;
mod frame_body;
mod function_attrs;
mod function_names;
mod function_text;
mod gen_attrs;
mod gen_methods;
mod gen_try;
mod gen_with;
mod generated_init;
mod generator;
mod getattr;
mod getattr_hook;
mod group_traceback;
mod hashed_keys;
mod identity;
mod import_error;
mod index_args;
mod init_subclass;
mod inspect_helpers;
mod instance;
mod instance_attrs;
mod key_calls;
mod keyed_items;
mod keyed_models;
mod lazy_calls;
mod lazy_zip;
mod made_class;
mod made_named_tuple;
mod member_search;
mod modelled_abc_attrs;
mod modelled_attrs;
mod named_tuple;
mod named_tuple_order;
mod namespace_writes;
mod number_dunders;
mod number_tower;
mod object_text;
mod objects;
mod operator_dunders;
mod param_binding;
mod plain_builtins;
mod print_to;
mod printf_objects;
pub mod printf_template;
mod program_call;
mod property_objects;
mod protocols;
mod quantified;
mod read_until_fault;
mod redirect;
mod regex_sub;
mod rounding_dunders;
mod row_args;
mod set_lookups;
mod setattr_hook;
mod slices;
mod slot_wrappers;
mod spread;
mod str_format;
mod super_lookup;
mod super_value;
mod table_hash;
mod taken_items;
mod target;
mod tb_objects;
mod ternary_pow;
pub(crate) mod timsort;
mod total_ordering;
pub mod traceback;
mod trashcan;
mod try_stmt;
mod tuple_parts;
mod unordered_keys;
mod virtual_subclasses;
mod with;

pub use dataclass_fields::MISSING_TEXT;
pub use domain::{
    BuildKind, Callable, Cell, Check, CheckSource, Closure, Domain, EffectCall, ItemDemand, Lazy, LazyKind, Next, Pairs,
};
pub use effect_call::MODULE_LEVEL_EFFECT;
pub use exc_chain::ChainSlot;
pub use fault::{ExcPayload, Fault, FaultKind, LimitKind, TbEntry, TbSite, Trace};
pub use hashed_keys::{foreign_eq, settled_eq, unsettled};
pub use instance::Instance;
pub use key_calls::extreme_default;
pub use lazy_calls::update_element_error;
pub(crate) use lazy_zip::zip_unequal_message;
pub use tb_objects::TracebackFrame;
pub use trashcan::release;

use crate::ir::{FuncId, Program};
use frame::{Flow, Frame};
use std::rc::Rc;

/// A domain's value type.
type Val<D> = <D as Domain>::Val;
/// A compiled expression.
type ExprCode<'p, D> = Box<dyn Fn(&mut Evaluator<'p, D>, &mut Frame<'p, Val<D>>) -> Result<Val<D>, Fault> + 'p>;
/// A compiled condition: an expression's truth.
type TestCode<'p, D> = Box<dyn Fn(&mut Evaluator<'p, D>, &mut Frame<'p, Val<D>>) -> Result<bool, Fault> + 'p>;
/// A compiled statement.
type StmtCode<'p, D> = Box<dyn Fn(&mut Evaluator<'p, D>, &mut Frame<'p, Val<D>>) -> Result<Flow<Val<D>>, Fault> + 'p>;
/// A compiled function body.
type BlockCode<'p, D> = Box<[StmtCode<'p, D>]>;

/// What compiling a function needs: the domain (literals are built at compile time) and,
/// optionally, a record of the node kinds met (for the corpus coverage test).
struct Compiler<'c, D: Domain> {
    domain: &'c mut D,
    /// The program, for facts a call site can settle once (the callee's parameters).
    program: &'c Program,
    seen: Option<&'c mut std::collections::BTreeSet<&'static str>>,
}

impl<D: Domain> Compiler<'_, D> {
    fn saw(&mut self, kind: &'static str) {
        if let Some(seen) = self.seen.as_deref_mut() {
            seen.insert(kind);
        }
    }
}

/// The methods of classes defined inside functions, as their classes' statements made them,
/// by class id and method: the cells each reads its function's variables from, and the
/// function value. Read on every call of such a method, and kept for every class made.
/// A class's id and the name of one of its attributes.
type ClassAttrKey = (u32, Rc<str>);

type LocalMethods<D> = std::collections::HashMap<(u32, FuncId), (Rc<[Cell<Val<D>>]>, Val<D>)>;

/// Drives one domain over one program.
pub struct Evaluator<'p, D: Domain> {
    pub program: &'p Program,
    pub domain: D,
    /// The captured cells of every module-level function: none, shared so calls do not allocate.
    no_free: Rc<[Cell<D::Val>]>,
    /// The module-level variables functions rebind with `global`, new for each entry call.
    globals: Rc<[Cell<D::Val>]>,
    /// Local-slot vectors of finished frames, reused so most calls do not allocate.
    spare_locals: Vec<Vec<Option<D::Val>>>,
    /// Compiled bodies by function, filled on first call.
    bodies: Vec<Option<Rc<BlockCode<'p, D>>>>,
    /// Resumable bodies of generator functions, filled on first use.
    generator_bodies: Vec<Option<Rc<generator::RBlock<'p, D>>>>,
    /// Nested calls in progress (for growing the native stack).
    call_depth: u32,
    /// Nested generator resumes in progress (for growing the native stack, as `call_depth`;
    /// kept apart from it, which the prover's quantified loops read as calls).
    resume_depth: u32,
    /// The containers and instances whose text the evaluator is writing, outermost first,
    /// where the domain knows where they live (`object_text`).
    writing: Vec<Option<usize>>,
    /// Comparisons of containers holding instances in progress, one inside another (`less`).
    comparing: u32,
    /// The running functions, outermost first, each with the call that entered it: the
    /// stack `traceback.format_stack` and `warnings.warn` read.
    calls: Vec<(crate::ir::FuncId, crate::source::Span)>,
    /// Quantified loop bodies running (a generator made outside one may not be advanced in it).
    rows_depth: u32,
    /// The call depth and place of the innermost quantified loop running: a function it calls
    /// may not rebind a global or an enclosing function's variable (see `quantified.rs`).
    rows_loop: Option<(u32, crate::source::Span)>,
    /// `try` statements running: an exception leaving a quantified loop body inside one would
    /// be handled where the prover cannot follow it (see `run_quantified_loop`).
    try_depth: u32,
    /// Postconditions being evaluated: a list they build over rows is not collected, since
    /// an over-approximated list would weaken what is assumed (see `quantified.rs`).
    assuming: u32,
    /// The exceptions being handled, innermost last (what a bare `raise` re-raises).
    handling: Vec<Fault>,
    /// What `throw`/`close` raises at the `yield` the generator they resume stopped at.
    gen_throw: Option<Fault>,
    /// What `send` resumes a generator with, until the resume takes it.
    gen_sent: Option<D::Val>,
    /// What each running generator was resumed with, innermost last: what its `x = yield v`
    /// binds (`Builtin::Sent`), taken once.
    resumed_with: Vec<Option<D::Val>>,
    /// What the generator `gen_next` last found ended returned (`return value`), for the
    /// caller to take at once: `StopIteration.value`, the value of `yield from`.
    gen_returned: Option<D::Val>,
    /// The handlers of each running `try` body, innermost last (what a declared raise of an
    /// effect called there may meet, `catches.rs`).
    catching: Vec<&'p [crate::ir::Handler]>,
    /// `with` bodies running over the program's context managers: their `__exit__` may
    /// suppress any exception, so every declared raise of an effect called there is explored.
    exiting: u32,
    /// `try` statements with a `finally:` whose body, handlers or `else:` are running: the
    /// `finally:` runs (and may act, or end the exception with `return`) whatever the body
    /// raises, so every declared raise of an effect called there is explored too.
    finalizing: u32,
    /// The mutable class attributes read so far in this run, by their number.
    class_values: Vec<(u32, Val<D>)>,
    /// The value of each module-level function read so far in this run: one object per
    /// function, so `main is main` holds as in CPython.
    function_refs: std::collections::HashMap<crate::ir::FuncId, Val<D>>,
    /// The arguments the run was given after the program: `sys.argv[1:]`.
    args: Rc<[Rc<str>]>,
    /// `sys.argv` once read in this run: one list, as a module attribute is.
    argv: Option<D::Val>,
    /// The attributes the program assigned to function objects in this run.
    function_attrs: std::collections::HashMap<usize, function_attrs::AssignedAttrs<D::Val>>,
    /// Class attributes assigned in this run (`Cls.count += 1`): class id, name, value.
    class_sets: Vec<(u32, Rc<str>, Val<D>)>,
    /// The members of enumerations made so far in this run: class id, position, member.
    enum_values: Vec<(u32, u32, Val<D>)>,
    /// The flag values made by combining members (`READ | WRITE`), by their class's id: one
    /// object per class and value in a run, as CPython caches them (`sema/enums.rs`).
    flag_values: Vec<(u32, Val<D>)>,
    /// The classes defined inside functions whose `class` statement ran in this run (by id):
    /// it may run once (`call.rs`, `Builtin::LocalClass`).
    local_classes_made: Vec<u32>,
    /// How many classes those statements made anew in this run (`ClassDef::renewed`).
    local_classes_renewed: u32,
    /// The values classes made at run time keep (`ModuleValue::Made`), by number.
    made_values: Vec<Val<D>>,
    /// Whether the run made a class with `type(name, bases, namespace)`: a class none of the
    /// program's statements is, which the shortcuts for programs without classes, or without
    /// a class writing its own text, must not skip (`no_classes`).
    made_classes: bool,
    /// The cell objects `f.__closure__` made in this run, with the cell each stands for: one
    /// object per cell, as CPython's closure tuples share them (`sema/cell_objects.rs`).
    cell_objects: Vec<(Cell<Val<D>>, Val<D>)>,
    /// The code object of each `def` read through `__code__`: one per definition, as
    /// CPython's functions of one `def` share theirs (`sema/cell_objects.rs`).
    code_objects: Vec<(crate::ir::FuncId, Val<D>)>,
    /// The methods of each such class as its statement made them (`Class.method`).
    local_methods: LocalMethods<D>,
    /// The `Field` objects `dataclasses.fields()` made so far in this run, by the address of
    /// the class's field list: one set per class, as CPython keeps them on the class.
    field_objects: Vec<(usize, Vec<Val<D>>)>,
    /// The property objects `Class.prop` read so far in this run, by defining class and name:
    /// one each, as CPython keeps one in the class (`sema/property_objects.rs`).
    property_objects: Vec<(ClassAttrKey, Val<D>)>,
    /// Whether the run made an object of `ir/value_classes.rs`'s classes, whose text the
    /// evaluator writes inside containers too (`sema/object_text.rs`).
    value_objects: bool,
    /// Whether some class of the program defines `__eq__` itself, so comparisons of lists
    /// and tuples may need the evaluator (asked on every `==`, so read once).
    own_equality: bool,
    /// Whether keys may hold an instance hashed by its class's own `__hash__` or compared by
    /// its own `__eq__`, so they need the evaluator (`hashed_keys.rs`): from the start when
    /// some class of the program's own is such a class, else from when an instance of a
    /// modelled module's such class is first made (`keyed_models.rs`). Never turns back.
    keyed_objects: std::cell::Cell<bool>,
    /// Whether the program has a generator function, so a returning frame's locals may hold a
    /// suspended generator to close (`gen_methods.rs`; asked on every return, so read once).
    has_generators: bool,
    /// Whether the module-level values are being computed (`start_globals`): no trusted effect
    /// may run then (`effect_call::MODULE_LEVEL_EFFECT`).
    loading_module: bool,
    /// The objects `id()` numbered in this run, in the order it first saw them, each with its
    /// number (`sema/identity.rs`).
    ids: Vec<(Val<D>, Val<D>)>,
    /// The `hash()` call a `__hash__` run for a table may answer by `Domain::table_hash`
    /// (`sema/table_hash.rs`).
    table_hash: table_hash::TableHash,
    /// The site of the program's `getattr`/`hasattr` call running its lookup: a class's
    /// `__getattr__` answers it for a special method's name too, as in CPython
    /// (`sema/getattr_hook.rs`).
    getattr_by_name: Option<crate::source::Span>,
    /// Whether some class of the program defines `__get__`, `__set__` or `__delete__`, so a
    /// class attribute may be a descriptor (`descriptors.rs`; asked on attribute reads).
    descriptors: bool,
    /// Whether the program loads the `numbers` classes (`number_tower.rs`).
    number_tower: bool,
    /// Whether the program loads the `collections.abc` classes (`abc_checks.rs`).
    collection_abcs: bool,
    /// The classes registered with abstract classes in this run (`virtual_subclasses.rs`).
    virtual_subclasses: Vec<(Rc<crate::ir::ClassDef>, Val<D>)>,
    /// Where `print` and `sys.stderr` write while `contextlib.redirect_stdout` /
    /// `redirect_stderr` is active (`redirect.rs`): stdout's target, then stderr's.
    redirects: [Option<D::Val>; 2],
}

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// The evaluator of a run given `args` after the program on its command line (what
    /// `sys.argv[1:]` reads).
    pub fn with_args(mut self, args: &[String]) -> Self {
        self.args = args.iter().map(|a| Rc::from(a.as_str())).collect();
        self
    }

    pub fn new(program: &'p Program, domain: D) -> Self {
        Evaluator {
            program,
            domain,
            no_free: Rc::from(Vec::new()),
            globals: Rc::from(Vec::new()),
            spare_locals: Vec::new(),
            bodies: (0..program.functions.len()).map(|_| None).collect(),
            generator_bodies: (0..program.functions.len()).map(|_| None).collect(),
            call_depth: 0,
            resume_depth: 0,
            writing: Vec::new(),
            comparing: 0,
            calls: Vec::new(),
            rows_depth: 0,
            rows_loop: None,
            try_depth: 0,
            assuming: 0,
            handling: Vec::new(),
            gen_throw: None,
            gen_sent: None,
            resumed_with: Vec::new(),
            gen_returned: None,
            catching: Vec::new(),
            exiting: 0,
            finalizing: 0,
            class_values: Vec::new(),
            function_refs: std::collections::HashMap::new(),
            function_attrs: std::collections::HashMap::new(),
            args: Rc::from(Vec::new()),
            argv: None,
            class_sets: Vec::new(),
            enum_values: Vec::new(),
            flag_values: Vec::new(),
            local_classes_made: Vec::new(),
            local_classes_renewed: 0,
            made_values: Vec::new(),
            made_classes: false,
            cell_objects: Vec::new(),
            code_objects: Vec::new(),
            local_methods: std::collections::HashMap::new(),
            field_objects: Vec::new(),
            property_objects: Vec::new(),
            value_objects: false,
            own_equality: program.classes.iter().any(|c| c.members.iter().any(|(n, _)| &**n == "__eq__")),
            keyed_objects: std::cell::Cell::new(program.classes.iter().any(|c| c.home.is_none() && c.keyed())),
            has_generators: program.functions.iter().any(|f| f.generator),
            loading_module: false,
            ids: Vec::new(),
            table_hash: table_hash::TableHash::default(),
            getattr_by_name: None,
            descriptors: descriptors::program_has_descriptors(program),
            number_tower: program.classes.iter().any(|c| c.home.as_ref().is_some_and(|h| h.model == "numbers")),
            collection_abcs: program
                .classes
                .iter()
                .any(|c| c.home.as_ref().is_some_and(|h| h.model == "collections.abc")),
            redirects: [None, None],
            virtual_subclasses: Vec::new(),
        }
    }

    /// Whether key operations must ask the evaluator about instances (`keyed_objects`).
    fn keyed_objects(&self) -> bool {
        if !self.keyed_objects.get() && keyed_models::seen() {
            self.keyed_objects.set(true);
        }
        self.keyed_objects.get()
    }

    /// Calls a module-level function with the given arguments, as `target(*args)`.
    pub fn call_entry(&mut self, func: FuncId, args: Vec<D::Val>) -> Result<D::Val, Fault> {
        let closure = Closure::new(func, self.no_free.clone());
        let span = self.program.function(func).span;
        self.class_values.clear();
        self.function_refs.clear();
        self.function_attrs.clear();
        self.argv = None;
        self.redirects = [None, None];
        self.class_sets.clear();
        self.virtual_subclasses.clear();
        self.ids.clear();
        hashed_keys::start_run();
        keyed_models::start_run();
        self.loading_module = true;
        let loaded = self.start_globals(span);
        self.loading_module = false;
        loaded?;
        let done = self.call_closure(&closure, args, Vec::new(), span);
        let done = done.and_then(|v| self.keys_settled(span).map(|()| v));
        let done = match done {
            Ok(v) if self.has_generators => self.close_module_generators(span).map(|()| v),
            other => other,
        };
        done.map_err(|fault| self.exception_message(fault))
    }

    /// Gives the module-level variables their initial values, as loading the module would:
    /// the literals first, then the computed values in source order (which may read the
    /// literals and the values computed before them).
    fn start_globals(&mut self, at: crate::source::Span) -> Result<(), Fault> {
        use crate::ir::ModuleValue;
        let mut cells = Vec::with_capacity(self.program.globals.len());
        for global in &self.program.globals {
            let value = match &global.initial {
                Some(ModuleValue::Computed(_)) | None => None,
                Some(v) => Some(self.module_value(v, at)?),
            };
            cells.push(Rc::new(std::cell::RefCell::new(value)));
        }
        self.globals = Rc::from(cells);
        for (i, global) in self.program.globals.iter().enumerate() {
            if let Some(ModuleValue::Computed(func)) = &global.initial {
                let closure = Closure::new(*func, self.no_free.clone());
                let value = self.call_closure(&closure, Vec::new(), Vec::new(), at)?;
                *self.globals[i].borrow_mut() = Some(value);
            }
        }
        Ok(())
    }

    /// A module-level literal built for this run.
    fn module_value(&mut self, v: &crate::ir::ModuleValue, at: crate::source::Span) -> Result<D::Val, Fault> {
        use crate::ir::ModuleValue;
        let all = |ev: &mut Self, items: &[ModuleValue]| -> Result<Vec<D::Val>, Fault> {
            items.iter().map(|i| ev.module_value(i, at)).collect()
        };
        match v {
            ModuleValue::Const(c) => self.domain.constant(c, at),
            ModuleValue::List(items) => {
                let items = all(self, items)?;
                self.domain.build(BuildKind::List, items, at)
            }
            ModuleValue::Tuple(items) => {
                let items = all(self, items)?;
                self.domain.build(BuildKind::Tuple, items, at)
            }
            ModuleValue::Set(items) => {
                let items = all(self, items)?;
                self.domain.build(BuildKind::Set, items, at)
            }
            ModuleValue::Dict(pairs) => {
                let mut out = Vec::with_capacity(pairs.len());
                for (k, v) in pairs {
                    out.push((self.module_value(k, at)?, self.module_value(v, at)?));
                }
                self.domain.build_dict(out, at)
            }
            ModuleValue::Computed(func) => {
                let closure = Closure::new(*func, self.no_free.clone());
                self.call_closure(&closure, Vec::new(), Vec::new(), at)
            }
            ModuleValue::EnumMember(class, index) => self.enum_member(class, *index, at),
            ModuleValue::Made(i) => self
                .made_values
                .get(*i as usize)
                .cloned()
                .ok_or_else(|| Fault::internal("a value of a class made at run time, before it was made", at)),
            ModuleValue::Global(name) => {
                let slot = self.program.globals.iter().position(|g| g.name == *name);
                let value = slot.and_then(|i| self.globals.get(i)).and_then(|cell| cell.borrow().clone());
                value.ok_or_else(|| {
                    Fault::internal(format!("the module value `{name}` read before it was computed"), at)
                })
            }
        }
    }

    /// Compiles every function without running anything and returns the statement and
    /// expression kinds met (every name is one of `StmtKind::VARIANTS`/`ExprKind::VARIANTS`).
    pub fn node_kinds(&mut self) -> std::collections::BTreeSet<&'static str> {
        let mut seen = std::collections::BTreeSet::new();
        for f in &self.program.functions {
            let mut compiler = Compiler { domain: &mut self.domain, program: self.program, seen: Some(&mut seen) };
            Self::compile_rblock(&mut compiler, &f.body);
        }
        seen
    }

    /// Ends the evaluation, giving the domain (and what it recorded) back.
    pub fn into_domain(self) -> D {
        self.domain
    }

    /// The compiled body of a function, compiling it on first use (out of line: every call
    /// asks, and only the first compiles).
    #[inline]
    fn body(&mut self, id: FuncId) -> Rc<BlockCode<'p, D>> {
        match &self.bodies[id.0 as usize] {
            Some(code) => code.clone(),
            None => self.compile_body(id),
        }
    }

    #[inline(never)]
    fn compile_body(&mut self, id: FuncId) -> Rc<BlockCode<'p, D>> {
        let slot = id.0 as usize;
        let mut compiler = Compiler { domain: &mut self.domain, program: self.program, seen: None };
        let code = Rc::new(Self::compile_block(&mut compiler, &self.program.function(id).body));
        self.bodies[slot] = Some(code.clone());
        code
    }
}
