//! Lowering one function: its parameters, its scope (locals, cells, captured variables) and
//! name resolution, which happens here once so nothing is looked up by name at run time.

use super::literal::{annotation_type_in, literal, Literal};
use super::module_env::{ModuleEnv, ModuleItem};
use super::scope::{bound_names, captured_by_nested, captured_by_nested_lambdas, Declared};
use super::span_of;
use crate::diag::Diagnostic;
use crate::ir::{Builtin, ComputedDefault, Const, ExprKind, FuncId, Function, Param, Place, PyExc};
use crate::source::{FileId, Span};
use indexmap::{IndexMap, IndexSet};
use rustpython_parser::ast;
use std::rc::Rc;

/// Names that exist in Python but deliberately not in the subset, with the reason shown.
const ABSENT_BUILTINS: &[&str] = &[
    "eval",
    "exec",
    "compile",
    "open",
    "input",
    "globals",
    "locals",
    "dir",
    "type",
    "help",
    "breakpoint",
    "exit",
    "quit",
    "super",
    "staticmethod",
    "classmethod",
    "memoryview",
    "slice",
    "aiter",
    "anext",
];

/// Why a missing builtin agents reach for is missing, and what to use instead.
fn absent_hint(name: &str) -> Option<&'static str> {
    Some(match name {
        "type" => "use `isinstance(x, int)` (or a tuple of types)",
        "memoryview" => "views of memory do not exist (slice the `bytes` or `bytearray` itself)",
        "input" => "programs read no input (give the target parameters, or call a trusted effect)",
        "open" => "files are reached only through trusted effects",
        "eval" | "exec" | "compile" => {
            "code built from text cannot be proved before it runs (write the expression itself; \
             parse numbers with `int(s)`/`float(s)`)"
        }
        "globals" | "locals" | "dir" => "there is no introspection of scopes (keep the values in a dict)",
        "help" | "breakpoint" => "a program runs unattended",
        "exit" | "quit" => "return from the target function (or raise an exception) to stop",
        "aiter" | "anext" => "they are not modelled (iterate with `async for`)",
        _ => return None,
    })
}

/// What a name resolves to at lowering time.
pub(super) enum Resolved {
    Var(Place),
    Function(FuncId),
    Builtin(Builtin),
    Const(Const),
    /// A module value made where it is read ([`ModuleItem::RunValue`]): read by calling its maker.
    RunValue(crate::ir::Callee),
    /// A modelled module read as a value (`syntax::module_value`).
    Module(String),
    Refused,
}

/// The scope of the function being lowered.
pub(super) struct FnScope {
    pub names: IndexMap<String, Place>,
    pub local_names: Vec<Rc<str>>,
    pub cell_names: Vec<Rc<str>>,
    pub free_names: Vec<Rc<str>>,
    pub captures: Vec<Place>,
    pub free: IndexMap<String, u32>,
    /// Comprehension variables currently in scope, innermost last.
    pub shadows: Vec<(String, Place)>,
    pub loop_depth: u32,
    /// For each `for` loop being lowered, the places its target and body bind so far.
    pub loop_binds: Vec<Vec<Place>>,
    /// The scope of a generator expression's function (`:=` inside binds outside it).
    pub genexp: bool,
    /// CPython's `__qualname__` of the function (`main.<locals>.<lambda>`), for messages.
    pub qualname: String,
    /// The comprehensions being lowered inside the function, outermost first (`<listcomp>`):
    /// CPython runs each as a function of its own, which names what is defined in it.
    pub comprehensions: Vec<&'static str>,
}

impl FnScope {
    pub(super) fn new() -> Self {
        FnScope {
            names: IndexMap::new(),
            local_names: Vec::new(),
            cell_names: Vec::new(),
            free_names: Vec::new(),
            captures: Vec::new(),
            free: IndexMap::new(),
            shadows: Vec::new(),
            loop_depth: 0,
            loop_binds: Vec::new(),
            genexp: false,
            qualname: String::new(),
            comprehensions: Vec::new(),
        }
    }

    pub fn new_local(&mut self, name: &str) -> Place {
        self.local_names.push(Rc::from(name));
        Place::Local(self.local_names.len() as u32 - 1)
    }

    /// Binds a parameter: a local slot, copied into a cell on entry when a nested function
    /// captures it.
    pub(super) fn bind_param(&mut self, name: &str, captured: bool, cell_params: &mut Vec<(u32, u32)>) {
        let slot = self.new_local(name);
        let place = if captured {
            let cell = self.new_cell(name);
            if let (Place::Local(s), Place::Cell(c)) = (slot, cell) {
                cell_params.push((s, c));
            }
            cell
        } else {
            slot
        };
        self.names.insert(name.to_owned(), place);
    }

    pub fn new_cell(&mut self, name: &str) -> Place {
        self.cell_names.push(Rc::from(name));
        Place::Cell(self.cell_names.len() as u32 - 1)
    }

    /// Binds each name not bound yet: in a cell when a nested function captures it, else in a
    /// local slot.
    pub(super) fn bind_locals(&mut self, names: impl IntoIterator<Item = String>, captured: &IndexSet<String>) {
        for name in names {
            if self.names.contains_key(&name) {
                continue;
            }
            let place = if captured.contains(&name) { self.new_cell(&name) } else { self.new_local(&name) };
            self.names.insert(name, place);
        }
    }

    /// The function this scope was lowered into: a plain one (no `*args`, `**kwargs`, return
    /// annotation, nor `yield`), which the caller adjusts.
    pub(super) fn into_function(
        self,
        name: &str,
        params: Vec<Param>,
        cell_params: Vec<(u32, u32)>,
        body: Vec<crate::ir::Stmt>,
        span: Span,
    ) -> Function {
        let qualname = if self.qualname.is_empty() { name } else { &self.qualname };
        Function {
            name: Rc::from(name),
            qualname: Rc::from(qualname),
            doc: None,
            params,
            returns: None,
            n_locals: self.local_names.len() as u32,
            n_cells: self.cell_names.len() as u32,
            cell_params,
            captures: self.captures,
            local_names: self.local_names,
            cell_names: self.cell_names,
            free_names: self.free_names,
            varargs: None,
            varkw: None,
            global_defaults: Vec::new(),
            annotations: None,
            annotated: false,
            generator: false,
            asynchronous: None,
            body,
            span,
            native: None,
        }
    }
}

/// Lowers function bodies of one file.
pub(super) struct Lowerer<'a> {
    pub file: FileId,
    pub env: &'a ModuleEnv,
    pub functions: &'a mut Vec<Option<Function>>,
    pub diags: &'a mut Vec<Diagnostic>,
    pub scopes: Vec<FnScope>,
    /// Current expression nesting, bounded so hostile input cannot exhaust the stack.
    pub depth: u32,
}

/// The parse already refused deeper trees ([`super::nesting`]); the count here only guards
/// trees built otherwise.
pub(super) const MAX_NESTING: u32 = super::nesting::MAX_EXPR_NESTING;

/// The code of a refusal inside a function body.
pub const BODY_REFUSAL: &str = "unsupported-in-body";

impl<'a> Lowerer<'a> {
    /// A type annotation, where the module's row classes are types.
    fn annotation(&self, e: &ast::Expr) -> Option<crate::ir::TypeExpr> {
        let row_type = |name: &str| {
            let item = match name.split_once('.') {
                Some((alias, member)) => match self.env.items.get(alias) {
                    Some(ModuleItem::Module(dotted)) => self.env.module_items.get(&(dotted.clone(), member.to_owned())),
                    _ => None,
                },
                None => self.env.items.get(name),
            };
            match item {
                Some(ModuleItem::Constant(Const::RowClass(schema))) => Some(crate::ir::TypeExpr::Row(schema.clone())),
                _ => None,
            }
        };
        annotation_type_in(e, &row_type)
    }

    pub fn span(&self, node: &impl ast::Ranged) -> Span {
        span_of(self.file, node)
    }

    /// A refusal inside a function body (`clauz3 prove` reports it as the reference does:
    /// `skipped unsupported program body`).
    pub fn unsupported(&mut self, message: impl Into<String>, span: Span) {
        let mut d = Diagnostic::unsupported(message, span);
        d.code = BODY_REFUSAL;
        self.diags.push(d);
    }

    pub fn scope(&mut self) -> &mut FnScope {
        self.scopes.last_mut().expect("lowering always runs inside a function scope")
    }

    /// Lowers a `def` into slot `id` of the function table; gives back its computed defaults
    /// (only a nested `def` has any), which the enclosing function evaluates.
    pub fn lower_function(&mut self, def: &ast::StmtFunctionDef, id: FuncId) -> Vec<ComputedDefault> {
        let span = self.span(def);
        let mut scope = FnScope::new();
        scope.qualname = self.qualname_of(def.name.as_str());
        let args = &def.args;
        let captured = captured_by_nested(&def.body);
        let mut params = Vec::new();
        let mut cell_params = Vec::new();
        let mut computed = Vec::new();
        let mut global_defaults = Vec::new();
        let kinds = args
            .posonlyargs
            .iter()
            .map(|p| (p, crate::ir::ParamKind::PositionalOnly))
            .chain(args.args.iter().map(|p| (p, crate::ir::ParamKind::Normal)))
            .chain(args.kwonlyargs.iter().map(|p| (p, crate::ir::ParamKind::KeywordOnly)));
        for (i, (p, kind)) in kinds.enumerate() {
            let name = p.def.arg.as_str();
            check_dunder(self, name, self.span(&p.def));
            let pspan = self.span(&p.def);
            let default =
                p.default.as_ref().and_then(|d| self.default_value(i, name, d, &mut computed, &mut global_defaults));
            params.push(Param {
                name: Rc::from(name),
                kind,
                default,
                annotation: p.def.annotation.as_deref().and_then(|a| self.annotation(a)),
                span: pspan,
            });
            scope.bind_param(name, captured.contains(name), &mut cell_params);
        }
        let star_slot = |arg: &Option<Box<ast::Arg>>, scope: &mut FnScope, cell_params: &mut Vec<(u32, u32)>| {
            arg.as_ref().map(|a| {
                scope.bind_param(a.arg.as_str(), captured.contains(a.arg.as_str()), cell_params);
                scope.local_names.len() as u32 - 1
            })
        };
        let varargs = star_slot(&args.vararg, &mut scope, &mut cell_params);
        let varkw = star_slot(&args.kwarg, &mut scope, &mut cell_params);
        let declared = Declared::of(&def.body);
        let mut bound = IndexSet::new();
        bound_names(&def.body, &mut bound);
        bound.retain(|name| !declared.nonlocal.contains(name) && !declared.global.contains(name));
        scope.bind_locals(bound, &captured);
        self.scopes.push(scope);
        self.bind_declared(&declared, span);
        let body = self.lower_block(&def.body);
        let scope = self.scopes.pop().expect("pushed above");
        let hidden = super::annotation_values::hidden_name(&scope.qualname);
        let annotations = super::annotation_values::hoisted_value(self.env, &hidden);
        let all_params = args.posonlyargs.iter().chain(&args.args).chain(&args.kwonlyargs).map(|p| &p.def);
        let annotated = def.returns.is_some()
            || all_params.chain(args.vararg.as_deref()).chain(args.kwarg.as_deref()).any(|p| p.annotation.is_some());
        let function = Function {
            annotations,
            annotated,
            returns: def.returns.as_deref().and_then(|a| self.annotation(a)),
            varargs,
            varkw,
            generator: super::generator::is_generator(&def.body),
            asynchronous: super::async_lower::async_kind(def),
            global_defaults,
            doc: docstring(&def.body),
            ..scope.into_function(def.name.as_str(), params, cell_params, body, span)
        };
        self.functions[id.0 as usize] = Some(function);
        computed
    }

    /// A parameter's default: a literal constant, (in a nested function, whose `def` runs
    /// inside the proved body) any expression, evaluated where the `def` runs, or (in a
    /// module-level function) a module-level value, read when a call needs it.
    fn default_value(
        &mut self,
        index: usize,
        param: &str,
        e: &ast::Expr,
        computed: &mut Vec<ComputedDefault>,
        global_defaults: &mut Vec<(u32, u32)>,
    ) -> Option<Const> {
        // A module-level constant's name stands for its literal (the `def` runs after it).
        let constant = match e {
            ast::Expr::Name(n) if self.scopes.is_empty() => match self.env.items.get(n.id.as_str()) {
                Some(ModuleItem::Constant(c)) if !matches!(c, Const::RowClass(_) | Const::Fluent(_)) => Some(c.clone()),
                _ => None,
            },
            _ => None,
        };
        match constant.map(Literal::Immutable).or_else(|| literal(e)) {
            Some(Literal::Immutable(c)) => Some(c),
            _ if !self.scopes.is_empty() => {
                computed.push(ComputedDefault { param: index as u32, value: self.lower_expr(e) });
                None
            }
            Some(Literal::Container(kind)) => {
                self.unsupported(format!("the default of `{param}` is a mutable {kind}, shared between calls in Python; use None and create it inside"), self.span(e));
                None
            }
            None => {
                let module_variable = match e {
                    ast::Expr::Name(n) => match self.env.items.get(n.id.as_str()) {
                        Some(ModuleItem::Global(g)) => Some((*g, super::hidden_default(n.id.as_str()).is_some())),
                        _ => None,
                    },
                    _ => None,
                };
                let in_class = self.env.current_class.borrow().is_some();
                // A hidden default value is bound once, before the statement defining the
                // function, and nothing can rebind it.
                let message = match module_variable {
                    Some((g, hidden)) if hidden || !in_class => {
                        global_defaults.push((index as u32, g));
                        return None;
                    }
                    Some(_) => format!("the default of `{param}` is a module-level variable, which a method's defaults may not read (they must be literal constants): default to None and read the variable in the body"),
                    None if in_class => format!("the default of `{param}` reads a name the class body binds: clauz3 does not compute defaults in a class namespace; bind the value at module level"),
                    None => format!("the default of `{param}` must be a literal constant; it would run outside the proved body"),
                };
                self.unsupported(message, self.span(e));
                None
            }
        }
    }

    /// Reserves a function-table slot (for nested functions).
    pub fn reserve_function(&mut self) -> FuncId {
        self.functions.push(None);
        FuncId(self.functions.len() as u32 - 1)
    }

    /// Binds the names the function declares `nonlocal` to the enclosing function's variables
    /// and those it declares `global` to the module's, before its body is lowered.
    fn bind_declared(&mut self, declared: &Declared, span: Span) {
        let level = self.scopes.len() - 1;
        for name in &declared.global {
            if let Some(ModuleItem::Global(i)) = self.env.items.get(name) {
                self.scope().names.insert(name.clone(), Place::Global(*i));
            }
        }
        for name in &declared.nonlocal {
            let outer = if level == 0 { None } else { self.resolve_in(level, name) };
            match outer {
                Some(place) => {
                    self.scope().names.insert(name.clone(), place);
                }
                None => self.unsupported(format!("no binding for nonlocal '{name}' found"), span),
            }
        }
    }

    /// The local `name` reads in the current scope (its shadowing binding first), if it is
    /// a plain local of the function.
    pub(super) fn local_place(&mut self, name: &str) -> Option<Place> {
        let scope = self.scope();
        let shadowed = scope.shadows.iter().rev().find(|(n, _)| n == name).map(|&(_, p)| p);
        let place = shadowed.or_else(|| scope.names.get(name).copied());
        place.filter(|p| matches!(p, Place::Local(_)))
    }

    /// Where an assignment to `name` goes in the current scope.
    pub fn store_place(&mut self, name: &str, span: Span) -> Place {
        check_dunder(self, name, span);
        let place = self.resolve_store(name);
        for binds in &mut self.scope().loop_binds {
            if !binds.contains(&place) {
                binds.push(place);
            }
        }
        place
    }

    fn resolve_store(&mut self, name: &str) -> Place {
        let scope = self.scope();
        if let Some((_, p)) = scope.shadows.iter().rev().find(|(n, _)| n == name) {
            return *p;
        }
        match scope.names.get(name) {
            Some(p) => *p,
            None => {
                let p = scope.new_local(name);
                scope.names.insert(name.to_owned(), p);
                p
            }
        }
    }

    /// What reading `name` means here, as an expression.
    pub fn resolve_load(&mut self, name: &str, span: Span) -> ExprKind {
        match self.resolve(name, span) {
            Resolved::Var(place) => ExprKind::Load(place),
            Resolved::Function(id) => ExprKind::FunctionRef(id),
            Resolved::Builtin(b) => ExprKind::BuiltinRef(b),
            Resolved::Const(c) => ExprKind::Const(c),
            Resolved::RunValue(b) => run_value(b),
            Resolved::Module(dotted) => self.module_value(&dotted, span),
            Resolved::Refused => ExprKind::Const(Const::None),
        }
    }

    /// What `name` refers to here; refusals are reported and come back as `Refused`.
    pub fn resolve(&mut self, name: &str, span: Span) -> Resolved {
        if let Some(b) = name.strip_prefix(super::matching::BUILTIN_PREFIX).and_then(Builtin::from_name) {
            return Resolved::Builtin(b);
        }
        // The program's `__name__` (`logging.getLogger(__name__)`), which only it binds.
        if let (MAIN_NAME, Some(ModuleItem::Constant(c))) = (name, self.env.items.get(name)) {
            return Resolved::Const(c.clone());
        }
        if check_dunder(self, name, span) {
            return Resolved::Refused;
        }
        let level = self.scopes.len() - 1;
        if let Some((_, p)) = self.scopes[level].shadows.iter().rev().find(|(n, _)| n == name) {
            return Resolved::Var(*p);
        }
        if let Some(place) = self.resolve_in(level, name) {
            return Resolved::Var(place);
        }
        let refusal = match self.env.items.get(name) {
            Some(ModuleItem::Function(id)) => return Resolved::Function(*id),
            Some(ModuleItem::Constant(c)) => return Resolved::Const(c.clone()),
            Some(ModuleItem::Global(i)) => return Resolved::Var(Place::Global(*i)),
            Some(ModuleItem::MutableConstant(kind)) => format!(
                "module-level `{name}` is a mutable {kind}; functions may only read immutable module constants (numbers, strings, tuples)"
            ),
            Some(ModuleItem::Effect(..)) => format!("trusted effect `{name}` can only be called, not used as a value"),
            // `from typing import Generic` binds the name to the module, as every name of it.
            Some(ModuleItem::Module(dotted)) if crate::ir::marker_class(dotted, name).is_some() => {
                return Resolved::Const(Builtin::module_constant(dotted, name).unwrap_or(Const::None));
            }
            Some(ModuleItem::Module(dotted)) if !self.env.contract_dialect => return Resolved::Module(dotted.clone()),
            Some(ModuleItem::Module(_) | ModuleItem::Clauz3(_)) => {
                format!("module `{name}` can only be used to call what it defines")
            }
            Some(ModuleItem::Builtin(b)) => return Resolved::Builtin(*b),
            Some(ModuleItem::RunValue(c)) => return Resolved::RunValue(c.clone()),
            Some(ModuleItem::Foreign(dotted)) => {
                let (module, member) = dotted.rsplit_once('.').unwrap_or(("", dotted));
                let why = super::module_env::unmodelled_why(module, member);
                format!("`{dotted}` may be imported but clauz3 has no model of it, so it cannot be used{why}")
            }
            Some(ModuleItem::Contract(..)) => {
                format!("contract helper `{name}` can only be used inside `@clauz3.guarantee(...)`")
            }
            Some(ModuleItem::Outside(why)) => why.clone(),
            Some(ModuleItem::Refused) => return Resolved::Refused,
            None if name == "NotImplemented" => return Resolved::Const(Const::Class(crate::ir::not_implemented())),
            // A hidden import whose refusal was reported where the program wrote the import.
            None if super::local_import_bindings::is_hidden(name) => return Resolved::Refused,
            None if name == "Ellipsis" => return Resolved::Const(Const::Class(crate::ir::ellipsis())),
            None if name == "property" => return Resolved::Const(Const::Class(crate::ir::property_class())),
            None => match Builtin::from_name(name) {
                Some(b) if b.imported_only() || b.unnamed_class() => {
                    self.unknown_name(name, span);
                    return Resolved::Refused;
                }
                Some(b) if !b.contract_only() || self.env.contract_dialect => return Resolved::Builtin(b),
                Some(_) | None => {
                    if let Some(e) = PyExc::from_name(name) {
                        return Resolved::Const(Const::ExcClass(crate::ir::ExcClass::Builtin(e)));
                    }
                    self.unknown_name(name, span);
                    return Resolved::Refused;
                }
            },
        };
        self.unsupported(refusal, span);
        Resolved::Refused
    }

    /// Whether `name` is a variable here (a local, a comprehension variable or a captured one).
    pub fn is_variable(&self, name: &str) -> bool {
        self.scopes.iter().any(|s| s.names.contains_key(name) || s.shadows.iter().any(|(n, _)| n == name))
    }

    pub fn unknown_name(&mut self, name: &str, span: Span) {
        let message = if let Some(hint) = absent_hint(name) {
            format!("`{name}` does not exist in the clauz3 subset: {hint}")
        } else if ABSENT_BUILTINS.contains(&name) {
            format!("`{name}` does not exist in the clauz3 subset")
        } else {
            format!("name `{name}` is not defined")
        };
        self.unsupported(message, span);
    }

    /// Finds `name` as a variable of scope `level` or of an enclosing function, capturing it.
    pub(super) fn resolve_in(&mut self, level: usize, name: &str) -> Option<Place> {
        if let Some((_, p)) = self.scopes[level].shadows.iter().rev().find(|(n, _)| n == name) {
            return Some(*p);
        }
        if let Some(p) = self.scopes[level].names.get(name) {
            return Some(*p);
        }
        if let Some(i) = self.scopes[level].free.get(name) {
            return Some(Place::Free(*i));
        }
        if level == 0 {
            return None;
        }
        let outer = self.resolve_in(level - 1, name)?;
        let scope = &mut self.scopes[level];
        let idx = scope.free_names.len() as u32;
        scope.free_names.push(Rc::from(name));
        scope.captures.push(outer);
        scope.free.insert(name.to_owned(), idx);
        Some(Place::Free(idx))
    }
}

/// The docstring of a `def` or `class` body: its first statement, when that is a string
/// literal (CPython's `__doc__`).
pub(super) fn docstring(body: &[ast::Stmt]) -> Option<Rc<crate::ir::PyStr>> {
    let ast::Stmt::Expr(e) = body.first()? else { return None };
    match &*e.value {
        ast::Expr::Constant(ast::ExprConstant { value: ast::Constant::Str(s), .. }) => {
            Some(Rc::new(crate::ir::PyStr::from(s.as_str())))
        }
        _ => None,
    }
}

/// The one dunder name a program reads: its module's name, `'__main__'` as for a script.
pub const MAIN_NAME: &str = "__name__";

/// Refuses `__dunder__` names; true when it did.
/// The attributes `typing`'s forms, type variables and new types keep (`__origin__`,
/// `__bound__`), which a program reads and their model sets.
pub(super) const TYPING_ATTRS: &[&str] = &[
    "__origin__",
    "__args__",
    "__parameters__",
    "__orig_bases__",
    "__metadata__",
    "__supertype__",
    "__bound__",
    "__constraints__",
    "__covariant__",
    "__contravariant__",
    "__forward_arg__",
    "__forward_module__",
];

pub(super) fn check_dunder(l: &mut Lowerer<'_>, name: &str, span: Span) -> bool {
    if name.starts_with("__") && name.ends_with("__") && name.len() > 4 {
        l.unsupported(format!("dunder name `{name}` is not in the clauz3 subset"), span);
        return true;
    }
    false
}

impl Lowerer<'_> {
    /// CPython's `__qualname__` of a function named `name` defined here: under the enclosing
    /// function's `<locals>`, or its class's name for a method.
    pub(super) fn qualname_of(&self, name: &str) -> String {
        match (self.scopes.last(), &*self.env.current_class.borrow()) {
            // A method of a class defined inside a function (`main.<locals>.Row.total`).
            (Some(_), Some(class)) if self.scopes.len() == self.env.method_depth.get() => {
                format!("{}.{name}", class.qualname)
            }
            (Some(outer), _) => {
                // A comprehension's own scope adds no `<locals>`, nor does a generator
                // expression's (`main.<locals>.<listcomp>.<lambda>`).
                let locals = if outer.genexp { "" } else { ".<locals>" };
                let comps: String = outer.comprehensions.iter().map(|c| format!(".{c}")).collect();
                format!("{}{locals}{comps}.{name}", outer.qualname)
            }
            (None, Some(class)) => format!("{}.{name}", class.qualname),
            (None, None) => name.to_owned(),
        }
    }

    /// Lowers a predicate `lambda a, b: expr` into a function returning `expr` (trusted layers'
    /// `requires`/`ensures`).
    pub fn lower_lambda(&mut self, name: &str, lambda: &ast::ExprLambda) -> (FuncId, Vec<ComputedDefault>) {
        let span = self.span(lambda);
        let mut scope = FnScope::new();
        scope.qualname = self.qualname_of("<lambda>");
        let args = &lambda.args;
        // Only parameters can be captured: skip the walk of the body for a lambda without any.
        let has_params = !(args.posonlyargs.is_empty()
            && args.args.is_empty()
            && args.kwonlyargs.is_empty()
            && args.vararg.is_none()
            && args.kwarg.is_none());
        let captured = if has_params { captured_by_nested_lambdas(&lambda.body) } else { Default::default() };
        let mut cell_params = Vec::new();
        let mut computed = Vec::new();
        let mut params = Vec::new();
        let kinds = lambda
            .args
            .posonlyargs
            .iter()
            .map(|p| (p, crate::ir::ParamKind::PositionalOnly))
            .chain(lambda.args.args.iter().map(|p| (p, crate::ir::ParamKind::Normal)))
            .chain(lambda.args.kwonlyargs.iter().map(|p| (p, crate::ir::ParamKind::KeywordOnly)));
        for (i, (p, kind)) in kinds.enumerate() {
            let pname = p.def.arg.as_str();
            // A lambda's defaults are evaluated where it is made: none reads a module variable late.
            let default =
                p.default.as_deref().and_then(|d| self.default_value(i, pname, d, &mut computed, &mut Vec::new()));
            params.push(Param { name: Rc::from(pname), kind, default, annotation: None, span: self.span(&p.def) });
            scope.bind_param(pname, captured.contains(pname), &mut cell_params);
        }
        // `lambda *args, **kwargs:` binds them after the named parameters, as a `def` does.
        let mut star_slot = |arg: &Option<Box<ast::Arg>>| {
            arg.as_ref().map(|a| {
                scope.bind_param(a.arg.as_str(), captured.contains(a.arg.as_str()), &mut cell_params);
                scope.local_names.len() as u32 - 1
            })
        };
        let (varargs, varkw) = (star_slot(&args.vararg), star_slot(&args.kwarg));
        self.scopes.push(scope);
        let body = self.lower_expr(&lambda.body);
        let scope = self.scopes.pop().expect("pushed above");
        let id = self.reserve_function();
        let body = vec![crate::ir::Stmt { kind: crate::ir::StmtKind::Return(Some(body)), span }];
        let function = Function { varargs, varkw, ..scope.into_function(name, params, cell_params, body, span) };
        self.functions[id.0 as usize] = Some(function);
        (id, computed)
    }
}

/// Reading a module value made where it is read: a call without arguments of its maker (a
/// builtin the evaluator answers with the run's one value, or a class module's function).
pub(super) fn run_value(maker: crate::ir::Callee) -> ExprKind {
    ExprKind::Call { callee: maker, args: Vec::new(), kwargs: Vec::new() }
}
