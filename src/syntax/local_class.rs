//! Classes defined inside a module-level function (`def main(): class Row(NamedTuple): ...`,
//! `Pair = namedtuple("Pair", "a b")` in a body), read as classes of the program whose
//! `__qualname__` is `main.<locals>.Row`.
//!
//! CPython makes a new class each time such a `class` statement runs. clauz3 reads the class
//! once, like a module-level one, and lowers the statement to `Row = <class>(Row, ...)`: the
//! evaluator binds the class read the first time the statement runs in a run, and a new class
//! of that definition each later time (`sema::Evaluator::local_class`). The methods are lowered
//! as functions nested in the function, so what they read of its variables (the class's own
//! name included) are its cells, as CPython's closures are; `<class>` takes each method's
//! closure made where the statement runs, and a call of the method runs with the cells of the
//! class that defined it. A plain class's computed attributes (`DIMS = dims`) are computed
//! where the statement runs too (`computed_attributes`) and assigned to the class made. The
//! rest of the body (bases, decorators, parameter defaults, a dataclass's, `NamedTuple`'s or
//! enumeration's body) is read with the class, outside the function, so it may read none of
//! its variables, save the local classes it surely defined before: its own name, and a class
//! whose statement comes earlier in the function's own block (not inside an `if`, a loop or
//! a `try`). Such a name is read as the class first made, so a class named that way is made
//! once per run.

use super::class::DeclaredClass;
use super::module_env::LocalClassEntry;
use super::named_tuple_call::{call_arguments, namedtuple_statement, run_time_template, Imported};
use super::scope::{bound_names, bound_names_except, expr_reads_of, param_defaults, stmt_reads_with, Declared};
use super::span_of;
use super::ModuleEnv;
use crate::diag::Diagnostic;
use crate::ir::{Builtin, Callee, ClassDef, Const, Expr, ExprKind, Function, StmtKind, Target};
use crate::source::FileId;
use indexmap::IndexSet;
use rustpython_parser::ast::{self, Ranged};
use std::rc::Rc;

/// A class statement inside a module-level function.
pub struct LocalClass {
    /// The function whose body holds the statement.
    pub function: String,
    /// The statement (a `namedtuple(...)` assignment read as the class it makes).
    pub stmt: ast::StmtClassDef,
    /// Where the statement starts in the file: how lowering the function finds it.
    pub key: u32,
    /// Whether the statement is directly in the function's body, not in a nested block.
    top_level: bool,
    /// Whether the class is refused (reported): its statement lowers to nothing.
    refused: bool,
    /// Whether a local class's body or method names this class: it holds the class read
    /// once, so the statement may run once per run (a second run would need CPython's
    /// closure cell holding the new class).
    once: bool,
    /// Whether the statement is `P = namedtuple(...)`, whose class CPython names `P`, not
    /// `f.<locals>.P` (it makes it with `type()`).
    by_call: bool,
    /// Whether it is a `namedtuple(...)` reading what only the run knows: the class is made
    /// where it runs, from a template of no fields (`named_tuple_call::run_time_template`).
    run_time: bool,
}

impl LocalClass {
    /// CPython's `__qualname__` of the class.
    pub fn qualname(&self) -> String {
        if self.by_call {
            return self.stmt.name.to_string();
        }
        format!("{}.<locals>.{}", self.function, self.stmt.name)
    }
}

/// The class statements of each module-level function of `module`, in source order, and what
/// is refused about them: a class reading a variable of its function, two classes of one name
/// in one function, a bad `namedtuple(...)` call.
pub fn collect(module: &[ast::Stmt], file: FileId, diags: &mut Vec<Diagnostic>) -> Vec<LocalClass> {
    let mut out = Vec::new();
    let imported = Imported::of(module);
    for stmt in module {
        let ast::Stmt::FunctionDef(def) = stmt else { continue };
        let first = out.len();
        find(&imported, &def.body, def.name.as_str(), true, file, &mut out, diags);
        let found = &mut out[first..];
        for i in 0..found.len() {
            let class = &found[i];
            // A class made where it runs is no class a name is read as: it may be made again.
            if !class.run_time && found[..i].iter().any(|c| !c.run_time && c.stmt.name == class.stmt.name) {
                diags.push(Diagnostic::unsupported(
                    format!(
                        "a second class named `{}` inside `{}` is not in the clauz3 subset (give each class of a function its own name)",
                        class.stmt.name, def.name
                    ),
                    span_of(file, &class.stmt),
                ));
                found[i].refused = true;
            }
        }
        check_reads(def, found, file, diags);
    }
    out
}

/// Finds the class statements of one function's block, descending into nested blocks but not
/// into nested functions or classes.
fn find(
    imported: &Imported,
    body: &[ast::Stmt],
    function: &str,
    top_level: bool,
    file: FileId,
    out: &mut Vec<LocalClass>,
    diags: &mut Vec<Diagnostic>,
) {
    for stmt in body {
        let key = stmt.range().start().to_u32();
        let by_call = matches!(stmt, ast::Stmt::Assign(_));
        let mut run_time = false;
        let class = match (namedtuple_statement(imported, stmt, file), stmt) {
            (Some(Ok(c)), _) => Some(c),
            (Some(Err(d)), _) => match run_time_template(imported, stmt) {
                Some(template) => {
                    run_time = true;
                    Some(template)
                }
                None => {
                    diags.push(d);
                    None
                }
            },
            (None, ast::Stmt::ClassDef(c)) => Some(c.clone()),
            (None, _) => None,
        };
        if let Some(stmt) = class {
            let mut stmt = stmt;
            let computed: Vec<usize> = computed_attributes(&stmt).into_iter().map(|(i, _)| i).collect();
            for i in computed {
                // Read with the class as a placeholder; `<class>` assigns the value computed
                // where the statement runs (`lower_local_class`).
                if let ast::Stmt::Assign(a) = &mut stmt.body[i] {
                    let range = a.value.range();
                    *a.value = ast::Expr::Constant(ast::ExprConstant { range, value: ast::Constant::None, kind: None });
                }
            }
            let function = function.to_owned();
            out.push(LocalClass { function, stmt, key, top_level, refused: false, once: false, by_call, run_time });
        }
        for block in blocks(stmt) {
            find(imported, block, function, false, file, out, diags);
        }
    }
}

/// The class attributes of a plain local class (no decorator, no `NamedTuple` or enumeration
/// base) that are computed (`DIMS = dims`, `LIMIT = 2 ** n`) from names other than the class
/// body's own: by position in the body, with the expression. CPython computes them as the
/// statement runs, in the function's scope, which is where `<class>` computes them too.
pub(super) fn computed_attributes(c: &ast::StmtClassDef) -> Vec<(usize, &ast::Expr)> {
    use super::class_values::SPECIAL_BODY_BASES;
    // `namedtuple(...)`'s class, read as one with this base.
    let special_name = |n: &str| SPECIAL_BODY_BASES.contains(&n) || super::named_tuple_call::is_namedtuple_base(n);
    let special = |b: &ast::Expr| match b {
        ast::Expr::Name(n) => special_name(n.id.as_str()),
        ast::Expr::Attribute(a) => special_name(a.attr.as_str()),
        _ => true,
    };
    if !c.decorator_list.is_empty() || c.bases.iter().any(special) || !c.keywords.is_empty() {
        return Vec::new();
    }
    let mut own = IndexSet::new();
    bound_names(&c.body, &mut own);
    c.body
        .iter()
        .enumerate()
        .filter_map(|(i, stmt)| {
            let ast::Stmt::Assign(a) = stmt else { return None };
            let [ast::Expr::Name(target)] = a.targets.as_slice() else { return None };
            let name = target.id.as_str();
            let reads = expr_reads_of(&a.value);
            let computed = super::literal::literal(&a.value).is_none()
                && !(name.starts_with("__") && name.ends_with("__"))
                && !reads.iter().any(|r| own.contains(r));
            computed.then_some((i, &*a.value))
        })
        .collect()
}

/// The nested blocks of a compound statement that run in the same function.
fn blocks(stmt: &ast::Stmt) -> Vec<&[ast::Stmt]> {
    match stmt {
        ast::Stmt::If(s) => vec![&s.body, &s.orelse],
        ast::Stmt::For(s) => vec![&s.body, &s.orelse],
        ast::Stmt::While(s) => vec![&s.body, &s.orelse],
        // Not a `with` body: what its nested functions read is not kept in cells
        // (`scope::captured_by_nested`), so a class there stays refused.
        ast::Stmt::Try(t) => super::scope::try_blocks(t),
        _ => Vec::new(),
    }
}

/// Refuses each name a class of `def` reads that is a variable of `def`, but the local classes
/// it may name (see the module docs).
fn check_reads(def: &ast::StmtFunctionDef, classes: &mut [LocalClass], file: FileId, diags: &mut Vec<Diagnostic>) {
    if classes.is_empty() {
        return;
    }
    let mut variables = IndexSet::new();
    for p in def.args.posonlyargs.iter().chain(&def.args.args).chain(&def.args.kwonlyargs) {
        variables.insert(p.def.arg.to_string());
    }
    for p in def.args.vararg.iter().chain(&def.args.kwarg) {
        variables.insert(p.arg.to_string());
    }
    let mut rebound = variables.clone();
    let keys: Vec<u32> = classes.iter().map(|c| c.key).collect();
    // What else the function binds: all but the local classes' own statements.
    bound_names_except(&def.body, &|s| keys.contains(&s.range().start().to_u32()), &mut rebound);
    bound_names(&def.body, &mut variables);
    let declared = Declared::of(&def.body);
    variables.retain(|n| !declared.global.contains(n));
    let reads: Vec<(IndexSet<String>, IndexSet<String>)> = classes.iter().map(|c| class_reads(&c.stmt)).collect();
    for (_, body_reads) in &reads {
        for named in classes.iter_mut().filter(|c| body_reads.contains(c.stmt.name.as_str())) {
            named.once = true;
        }
    }
    for (i, (base_reads, body_reads)) in reads.iter().enumerate() {
        let class = &classes[i];
        let nameable = |n: &str| {
            !rebound.contains(n)
                && (n == class.stmt.name.as_str()
                    || classes[..i].iter().any(|c| c.top_level && !c.run_time && c.stmt.name.as_str() == n))
        };
        let read = base_reads.iter().chain(body_reads).find(|n| variables.contains(*n) && !nameable(n));
        if let Some(name) = read {
            diags.push(Diagnostic::unsupported(
                format!(
                    "the class `{}` reads `{name}`, a variable of the function `{}` that defines it, outside its methods: clauz3 reads the bases, decorators and parameter defaults of a local class, and the body of a local dataclass, `NamedTuple` or enumeration, outside the function, so they may read only module-level names and the local classes defined before it (read `{name}` in a method or a plain class's attribute, or define the class at module level)",
                    class.qualname(),
                    def.name
                ),
                span_of(file, &class.stmt),
            ));
            classes[i].refused = true;
        }
    }
}

/// The names a class statement reads from the scope it is in: those its bases read, then
/// those its keywords, decorators and body's expressions read, with what its methods read
/// besides their own names.
fn class_reads(c: &ast::StmtClassDef) -> (IndexSet<String>, IndexSet<String>) {
    let mut bases = IndexSet::new();
    for e in &c.bases {
        bases.extend(expr_reads_of(e));
    }
    let mut out = IndexSet::new();
    for e in c.keywords.iter().map(|k| &k.value).chain(&c.decorator_list) {
        out.extend(expr_reads_of(e));
    }
    for stmt in &c.body {
        match stmt {
            // A method's body reads the function's variables through cells.
            ast::Stmt::FunctionDef(f) => {
                for e in param_defaults(&f.args).chain(&f.decorator_list) {
                    out.extend(expr_reads_of(e));
                }
            }
            ast::Stmt::ClassDef(inner) => {
                let (b, body) = class_reads(inner);
                out.extend(b);
                out.extend(body);
            }
            other => stmt_reads_with(other, &mut |e| out.extend(expr_reads_of(e))),
        }
    }
    (bases, out)
}

/// A local class read: the statement and the class declared from it.
pub struct DeclaredLocal<'a> {
    pub local: &'a LocalClass,
    pub declared: DeclaredClass<'a>,
}

/// Declares the local classes (ids from `first_id` on) against the module's names and the
/// local classes of the same function declared before each, and records each in
/// `env.local_classes` for lowering its function.
pub fn declare<'a>(
    file: FileId,
    locals: &'a [LocalClass],
    first_id: u32,
    env: &mut ModuleEnv,
    functions: &mut Vec<Option<Function>>,
    diags: &mut Vec<Diagnostic>,
) -> Vec<DeclaredLocal<'a>> {
    let mut out: Vec<DeclaredLocal<'a>> = Vec::new();
    for local in locals {
        if local.refused {
            env.local_classes.insert(local.key, None);
            continue;
        }
        let scope = env.with_classes(of_function(&out, &local.function));
        match super::class::declare_class(file, &local.stmt, first_id + out.len() as u32, &scope, functions) {
            // Only the first base is made anew with the class (`ClassDef::renewed`).
            Ok(declared) if declared.class.bases.iter().skip(1).any(|b| b.qualname != b.name) => {
                diags.push(Diagnostic::unsupported(
                    format!(
                        "a base other than the first that is a class of the function, of `{}` (list it first, or define the classes at module level)",
                        local.qualname()
                    ),
                    super::span_of(file, &local.stmt),
                ));
                env.local_classes.insert(local.key, None);
            }
            Ok(mut declared) => {
                if let Some(class) = Rc::get_mut(&mut declared.class) {
                    class.qualname = Rc::from(local.qualname().as_str());
                    // The hidden annotations named like it are a module-level class's.
                    class.annotations = None;
                }
                // A decorated method (`m@undecorated`) is called by its own name.
                let members =
                    declared.class.members.iter().map(|(n, _)| n.split_once('@').map_or(&**n, |(own, _)| own));
                env.class_members.extend(members.map(str::to_owned));
                if declared.class.is_named_tuple() {
                    env.class_members.extend(crate::ir::NAMED_TUPLE_METHODS.iter().map(|n| n.to_string()));
                }
                let methods = declared.methods.iter().map(|(def, id)| (def.range.start().to_u32(), *id)).collect();
                env.local_classes.insert(
                    local.key,
                    Some(LocalClassEntry {
                        class: declared.class.clone(),
                        once: local.once,
                        methods,
                        run_time: local.run_time,
                    }),
                );
                out.push(DeclaredLocal { local, declared });
            }
            Err(mut errors) => {
                diags.append(&mut errors);
                env.local_classes.insert(local.key, None);
            }
        }
    }
    out
}

/// The local classes of `function` among `declared`, by name.
fn of_function(declared: &[DeclaredLocal<'_>], function: &str) -> Vec<(String, Rc<ClassDef>)> {
    declared
        .iter()
        .filter(|d| d.local.function == function && !d.local.run_time)
        .map(|d| (d.local.stmt.name.to_string(), d.declared.class.clone()))
        .collect()
}

impl super::function::Lowerer<'_> {
    /// The statement `s` of the function being lowered, when it defines a local class:
    /// `Name = <class>(Name, marker, base, attributes, methods...)`, which binds the class read
    /// from the statement the first time it runs in a run and a new class of that definition
    /// each later time; `marker` is None for a class that may be made once, `base` what the
    /// base's name holds when the base is a local class too (else None), `attributes` the
    /// computed class attributes as a tuple of names and values computed here, and each
    /// method's closure is made here, over the function's cells (nothing for a refused
    /// class, whose refusal is reported).
    pub(super) fn lower_local_class(&mut self, s: &ast::Stmt) -> Option<StmtKind> {
        let Some(entry) = self.env.local_classes.get(&s.range().start().to_u32())?.clone() else {
            return Some(StmtKind::Pass);
        };
        let span = self.span(s);
        let class = entry.class;
        if entry.run_time {
            return Some(self.lower_run_time_named_tuple(s, class, span));
        }
        let local_base = class.first_base().is_some_and(|b| b.qualname != b.name);
        let base = match (local_base, s) {
            (true, ast::Stmt::ClassDef(c)) => c.bases.first().map(|b| self.lower_expr(b)),
            _ => None,
        };
        let mut attributes = Vec::new();
        if let ast::Stmt::ClassDef(c) = s {
            for (i, value) in computed_attributes(c) {
                let Some(ast::Expr::Name(target)) = c.body[i].as_assign_stmt().and_then(|a| a.targets.first()) else {
                    continue;
                };
                let name = crate::ir::PyStr::from(target.id.as_str());
                attributes.push(Expr { kind: ExprKind::Const(Const::Str(Rc::new(name))), span });
                attributes.push(self.lower_expr(value));
            }
        }
        let mut args = vec![
            Expr { kind: ExprKind::Const(Const::Class(class.clone())), span },
            Expr { kind: ExprKind::Const(if entry.once { Const::None } else { Const::Bool(false) }), span },
            base.unwrap_or(Expr { kind: ExprKind::Const(Const::None), span }),
            Expr { kind: ExprKind::Tuple(attributes), span },
        ];
        if let ast::Stmt::ClassDef(c) = s {
            let outer = self.env.current_class.replace(Some(class.clone()));
            let depth = self.env.method_depth.replace(self.scopes.len());
            for def in c.body.iter().filter_map(|m| m.as_function_def_stmt()) {
                let Some(&(_, id)) = entry.methods.iter().find(|(start, _)| *start == def.range.start().to_u32())
                else {
                    continue;
                };
                let defaults = self.lower_function(def, id);
                if !defaults.is_empty() {
                    // A call through the class binds literal defaults only.
                    let at = self.span(def);
                    self.unsupported(
                        format!(
                            "a parameter default that is not a literal constant, in the method `{}` of the class `{}` defined inside a function, is not in the clauz3 subset (default to None and compute the value in the body)",
                            def.name, class.qualname
                        ),
                        at,
                    );
                }
                if let Some(Some(f)) = self.functions.get_mut(id.0 as usize) {
                    // Its qualname (`main.<locals>.Row.total`) is `qualname_of`'s already.
                    super::class::name_method(f, &class, def.name.as_str());
                }
                args.push(Expr { kind: ExprKind::MakeClosure(id, defaults), span });
            }
            self.env.current_class.replace(outer);
            self.env.method_depth.set(depth);
        }
        let place = self.store_place(&class.name, span);
        let value = Expr {
            kind: ExprKind::Call { callee: Callee::Builtin(Builtin::LocalClass), args, kwargs: Vec::new() },
            span,
        };
        Some(StmtKind::Assign { targets: vec![Target::Name(place)], value })
    }

    /// `P = namedtuple(typename, field_names, ...)` reading what only the run knows:
    /// `P = <namedtuple>(P, typename, field_names, rename, defaults, module)`, the template
    /// class then the call's arguments by parameter (`False`, `None`, `None` where omitted).
    fn lower_run_time_named_tuple(
        &mut self,
        s: &ast::Stmt,
        class: Rc<ClassDef>,
        span: crate::source::Span,
    ) -> StmtKind {
        let constant = |c: Const| Expr { kind: ExprKind::Const(c), span };
        let mut args = vec![constant(Const::Class(class.clone()))];
        let call = s.as_assign_stmt().and_then(|a| a.value.as_call_expr());
        let given = call.and_then(call_arguments).unwrap_or([None; 5]);
        for (i, arg) in given.into_iter().enumerate() {
            args.push(match arg {
                Some(e) => self.lower_expr(e),
                None if i == 2 => constant(Const::Bool(false)),
                None => constant(Const::None),
            });
        }
        let place = self.store_place(&class.name, span);
        let value = Expr {
            kind: ExprKind::Call { callee: Callee::Builtin(Builtin::MadeNamedTuple), args, kwargs: Vec::new() },
            span,
        };
        StmtKind::Assign { targets: vec![Target::Name(place)], value }
    }
}
