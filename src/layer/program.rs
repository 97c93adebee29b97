//! An agent program's module level, lowered against the trusted layer it imports from:
//! imports, module constants, function definitions and their decorators. Nothing here runs;
//! module level may only declare.

use super::entry;
use super::guarantee_syntax::{guarantee_call, is_guarantee, GuaranteeSyntax};
use super::module_globals::{check_global_defaults, declare_globals};
use super::module_stmts::{self, module_stmt_name};
use super::star_import::{self, FromName};
use super::type_alias;
use super::Layer;
use crate::diag::{Diagnostic, Diagnostics};
use crate::ir::{Const, FuncId, Function, Global, Program};
use crate::source::{FileId, Span};
use crate::syntax::{literal, span_of, Literal, ModuleEnv, ModuleItem, ParsedModule};
use rustpython_parser::ast;
use std::collections::HashMap;
use std::rc::Rc;

/// A lowered agent program, its guarantees, and the contract modules they use.
#[derive(Debug)]
pub struct ProgramSyntax {
    pub program: Program,
    /// `@clauz3.guarantee(...)` decorators per function, in source order.
    pub guarantees: Vec<GuaranteeSyntax>,
    pub contracts: Vec<crate::layer::ContractModule>,
    /// The effects each module-level function may reach (coverage policies).
    pub reached: Vec<(String, crate::syntax::Reached)>,
    /// The layer's coverage policies (`policy.py`).
    pub policies: Vec<crate::layer::DomainPolicy>,
    /// What each import statement bound: the local name and the dotted name it stands for
    /// (`("garden", "tools.garden.trusted.contracts")`), in source order; what a remembered
    /// approval binds besides the guarantees.
    pub imports: Vec<(String, String)>,
}

const IMPORT_HINT: &str = "is not in the allowlist (use a trusted effect or pass --allow-import to opt in)";

/// Why an import of `module` is refused: a module named like a trusted layer's
/// (`tools.<domain>.trusted...`) that no loaded root provides means the roots were not found,
/// which `--allow-import` would not fix.
fn refused_import(module: &str) -> String {
    let parts: Vec<&str> = module.split('.').collect();
    if parts.first() == Some(&"tools") || parts.contains(&"trusted") {
        return format!(
            "no trusted root provides `{module}`: pass --trusted-root DIR or --import-root DIR (without them, roots are discovered in the nearest `tools/` directory above the program)"
        );
    }
    format!("import of `{module}` {IMPORT_HINT}")
}

/// Pure standard-library modules an agent program may import (as the reference allows); their
/// members have no model yet, so using one is refused where it is used. Separated by spaces.
const PURE_STDLIB: &str = concat!(
    "abc bisect calendar collections configparser contextlib copy csv dataclasses datetime decimal difflib enum fnmatch fractions functools graphlib ",
    "heapq html io itertools json logging math operator os pathlib posixpath pprint queue re statistics string sys textwrap time",
);

/// Whether `module` is allowlisted: a pure stdlib module, or (a submodule of) one the user
/// allowed with `--allow-import`.
pub(super) fn allowlisted(module: &str, allowed: &[String]) -> bool {
    let top = module.split('.').next().unwrap_or(module);
    PURE_STDLIB.split(' ').any(|m| m == top)
        || allowed
            .iter()
            .any(|a| module == a || module.strip_prefix(a.as_str()).is_some_and(|rest| rest.starts_with('.')))
}

/// Lowers an agent program against the trusted layer it imports from.
pub fn lower_program(
    parsed: &ParsedModule,
    mut layer: Layer,
    allowed: &[String],
) -> Result<ProgramSyntax, Diagnostics> {
    let file = parsed.file;
    let mut diags = Vec::new();
    let mut env = ModuleEnv::default();
    let main = Const::Str(Rc::new(crate::ir::PyStr::from("__main__")));
    env.items.insert(crate::syntax::MAIN_NAME.to_owned(), ModuleItem::Constant(main));
    for ((module, name), id) in layer.module_effects() {
        env.module_effects.insert((module, name), id);
    }
    env.module_items.extend(layer.pure_items.iter().map(|(key, item)| (key.clone(), item.clone())));
    env.partial_modules.extend(super::embedded::modelled_module_names().map(str::to_owned));
    for (module, schemas) in &layer.schemas {
        for (name, schema) in schemas {
            env.module_items
                .insert((module.clone(), name.clone()), ModuleItem::Constant(Const::RowClass(schema.clone())));
        }
    }
    let mut functions: Vec<Option<Function>> = std::mem::take(&mut layer.functions).into_iter().map(Some).collect();
    let mut bound: HashMap<String, Span> = HashMap::new();
    let mut defs: Vec<(&ast::StmtFunctionDef, FuncId)> = Vec::new();
    let mut guarantees = Vec::new();
    let mut entry_calls: Vec<(Rc<str>, Span)> = Vec::new();
    // Bare calls of module functions made while the module loads (`setup()`).
    let mut load_calls: Vec<(Rc<str>, Span)> = Vec::new();
    let mut entry_sites: Vec<(Rc<str>, Span)> = Vec::new();
    let mut exit_with_result = false;
    let mut module_values: Vec<(String, crate::ir::ModuleValue)> = Vec::new();
    let mut computed: Vec<ComputedValue> = Vec::new();
    let mut classes: Vec<crate::syntax::DeclaredClass<'_>> = Vec::new();
    // The names wildcard imports bound, with the statement binding each.
    let mut star_bound: HashMap<String, usize> = HashMap::new();
    let mut imports: Vec<(String, String)> = Vec::new();
    // The names module-level statements that run as the module loads bind.
    let mut load_bound: std::collections::HashSet<String> = std::collections::HashSet::new();
    let class_module_files = std::mem::take(&mut layer.class_modules);
    let class_modules = super::class_modules::declare_all(
        &class_module_files,
        &layer.pure_items,
        &layer.model_private_items,
        &mut functions,
        &mut classes,
        &mut diags,
    );
    let module_classes = classes.len();
    for declared in &class_modules {
        env.module_items.extend(declared.public_items());
        // `ExceptionGroup` is a builtin: the program names it without importing it (and
        // may still bind the name itself).
        if declared.module == super::class_modules::EXCEPTION_GROUPS {
            env.items.extend(declared.public_items().into_iter().map(|((_, name), item)| (name, item)));
        }
        env.partial_modules.insert(declared.module.clone());
        env.class_members.extend(declared.env.class_members.iter().cloned());
        // `class S(str, Enum)`: the hidden bases `syntax::class` puts in its place.
        for (hidden, key, _) in crate::syntax::ENUM_MIXINS {
            if let (true, Some(item)) = (declared.module == "enum", declared.env.items.get(*hidden)) {
                env.module_items.insert(("enum".to_owned(), (*key).to_owned()), item.clone());
            }
        }
        // `urllib.parse` is reached through its package as `urllib.parse.quote`, and
        // `xml.sax.saxutils` through each package above it (`xml`, then `xml.sax`).
        let mut module = declared.module.as_str();
        while let Some((package, name)) = module.rsplit_once('.') {
            let submodule = ModuleItem::Module(module.to_owned());
            env.module_items.entry((package.to_owned(), name.to_owned())).or_insert(submodule);
            env.partial_modules.insert(package.to_owned());
            module = package;
        }
    }
    let mut bind = |name: &str, item: ModuleItem, span: Span, env: &mut ModuleEnv, diags: &mut Vec<Diagnostic>| {
        // `import os` beside `import os.path`: one module bound twice is bound once.
        if matches!((&item, env.items.get(name)), (ModuleItem::Module(new), Some(ModuleItem::Module(old))) if new == old)
        {
            return;
        }
        if let Some(first) = bound.get(name) {
            let d = Diagnostic::unsupported(
                format!(
                    "`{name}` is bound more than once at module level; prove and run could see different definitions"
                ),
                span,
            )
            .with_related("first bound here", *first);
            diags.push(d);
            return;
        }
        bound.insert(name.to_owned(), span);
        env.items.insert(name.to_owned(), item);
    };
    let modelled = |m: &str| {
        super::embedded::modelled_module_names().any(|known| known == m)
            || super::class_modules::CLASS_MODULES.contains(&m)
    };
    let body =
        crate::syntax::desugar_typed_dicts(crate::syntax::hoist_annotations(crate::syntax::desugar_class_calls(
            crate::syntax::desugar_async(
                crate::syntax::drop_overload_stubs(parsed.body.clone(), file, &mut diags),
                file,
                &mut diags,
            ),
            file,
            &mut diags,
        )));
    let body = crate::syntax::add_type_parameters(crate::syntax::desugar_module(&body, file, &mut diags));
    let body = crate::syntax::hoist_defaults(crate::syntax::hoist_class_values(body));
    let body = module_stmts::choose_imports(body, &layer, &env, &|m| allowlisted(m, allowed), file, &mut diags);
    let dispatchers = crate::syntax::decorated::singledispatch_functions(&body);
    let local_classes = crate::syntax::local_classes(&body, file, &mut diags);
    for (i, stmt) in body.iter().enumerate() {
        let span = span_of(file, stmt);
        if let Some((target, _)) = entry_sites.first().filter(|_| !entry::does_nothing(stmt)) {
            diags.push(Diagnostic::unsupported(
                format!("{} after the module's call of `{target}()`: Python runs it once that call returns, but clauz3 runs the target after the whole module has loaded (move it before the call)", module_stmt_name(stmt)),
                span,
            ));
            continue;
        }
        match stmt {
            ast::Stmt::Assign(_) | ast::Stmt::AnnAssign(_)
                if module_stmts::rebinding_name(stmt, &env, &load_bound).is_some() =>
            {
                let name = module_stmts::rebinding_name(stmt, &env, &load_bound).unwrap_or_default();
                let mut load = LoadTime { env: &mut env, diags: &mut diags, functions: &mut functions, rebound: &mut load_bound };
                let values = load.statement(name, stmt, i, span, &mut module_values);
                bind_computed(values, span, &mut env, &mut diags, &mut bind, &mut module_values, &mut computed);
            }
            ast::Stmt::Import(imp) => {
                for alias in &imp.names {
                    let dotted = alias.name.as_str();
                    let local = alias.asname.as_ref().map(|a| a.as_str());
                    let item = match dotted {
                        "clauz3" => Some(ModuleItem::Clauz3(None)),
                        "typing" => Some(ModuleItem::Module("typing".into())),
                        m if layer.modules.contains_key(m) || layer.is_package(m) => {
                            if local.is_none() {
                                diags.push(Diagnostic::unsupported(
                                    format!("import `{m}` with an alias (`import {m} as name`)"),
                                    span,
                                ));
                                None
                            } else {
                                Some(ModuleItem::Module(m.to_owned()))
                            }
                        }
                        // `import os.path` binds `os`, through which `os.path` is reached.
                        m if local.is_none() && m.contains('.') && modelled(m) => {
                            let package = m.split('.').next().unwrap_or(m);
                            imports.push((package.to_owned(), package.to_owned()));
                            bind(package, ModuleItem::Module(package.to_owned()), span_of(file, alias), &mut env, &mut diags);
                            None
                        }
                        m if modelled(m) => Some(ModuleItem::Module(m.to_owned())),
                        m if allowlisted(m, allowed) => Some(ModuleItem::Foreign(m.to_owned())),
                        m => {
                            diags.push(Diagnostic::unsupported(refused_import(m), span_of(file, alias)));
                            None
                        }
                    };
                    if let Some(item) = item {
                        imports.push((local.unwrap_or(dotted).to_owned(), dotted.to_owned()));
                        bind(local.unwrap_or(dotted), item, span_of(file, alias), &mut env, &mut diags);
                    }
                }
            }
            ast::Stmt::ImportFrom(imp) => {
                if imp.level.is_some_and(|l| l.to_u32() > 0) {
                    diags.push(Diagnostic::unsupported("relative imports are not in the clauz3 subset", span));
                    continue;
                }
                let module = imp.module.as_ref().map_or("", |m| m.as_str());
                // An unknown module is one refusal for the statement, not one per name.
                let mut refused = false;
                for alias in &imp.names {
                    let name = alias.name.as_str();
                    let aspan = span_of(file, alias);
                    let local = alias.asname.as_ref().map_or(name, |a| a.as_str());
                    if name == "*" {
                        let Some(names) = star_import::star_names(module, &layer) else {
                            diags.push(Diagnostic::unsupported(star_import::refusal(module), aspan));
                            continue;
                        };
                        // The names the program binds itself after it, which CPython's later
                        // binding gives the program.
                        let later = star_import::bound_names(&body[i + 1..]);
                        for star in names.iter().filter(|n| !later.contains(n.as_str())) {
                            match star_import::resolve(module, star, &layer, &env, allowed) {
                                // A later wildcard import rebinds what an earlier one bound, save
                                // `typing`'s aliases of the classes they name (`Counter`, `Deque`).
                                FromName::Item(_) if module == "typing" && star_bound.contains_key(star) => {}
                                FromName::Item(item) if star_bound.contains_key(star) => {
                                    star_bound.insert(star.clone(), i);
                                    imports.push((star.clone(), format!("{module}.{star}")));
                                    env.items.insert(star.clone(), item);
                                }
                                FromName::Item(item) => {
                                    if module == "typing" {
                                        env.typing_names.insert(star.clone());
                                    }
                                    star_bound.insert(star.clone(), i);
                                    imports.push((star.clone(), format!("{module}.{star}")));
                                    bind(star, item, aspan, &mut env, &mut diags);
                                }
                                FromName::Nothing | FromName::NotAnEffect => {}
                                FromName::Refused => {
                                    diags.push(Diagnostic::unsupported(refused_import(module), span));
                                    break;
                                }
                            }
                        }
                        continue;
                    }
                    let item = match star_import::resolve(module, name, &layer, &env, allowed) {
                        FromName::Item(item) => Some(item),
                        FromName::Nothing => None,
                        FromName::NotAnEffect => {
                            diags.push(Diagnostic::unsupported(
                                format!("`{name}` is not a trusted effect of `{module}`"),
                                aspan,
                            ));
                            None
                        }
                        FromName::Refused => {
                            if !std::mem::replace(&mut refused, true) {
                                diags.push(Diagnostic::unsupported(refused_import(module), span));
                            }
                            None
                        }
                    };
                    if let Some(item) = item {
                        if module == "typing" {
                            env.typing_names.insert(local.to_owned());
                        }
                        imports.push((local.to_owned(), format!("{module}.{name}")));
                        bind(local, item, aspan, &mut env, &mut diags);
                    }
                }
            }
            ast::Stmt::FunctionDef(def)
                if !def.decorator_list.is_empty() && !def.decorator_list.iter().any(|d| is_guarantee(d, &env)) =>
            {
                let id = FuncId(functions.len() as u32);
                functions.push(None);
                let hidden = crate::syntax::decorated::undecorated_name(def);
                bind(&hidden, ModuleItem::Function(id), span, &mut env, &mut diags);
                defs.push((def, id));
                let targets = [crate::syntax::decorated::target(def)];
                let value = crate::syntax::decorated::decorated_value(def, &hidden, &dispatchers);
                // Computed once the `def` has bound the undecorated function.
                let values = ComputedValue::of(file, i + 1, &targets, &value, &mut functions);
                bind_computed(values, span, &mut env, &mut diags, &mut bind, &mut module_values, &mut computed);
            }
            ast::Stmt::FunctionDef(def) => {
                let id = FuncId(functions.len() as u32);
                functions.push(None);
                for dec in &def.decorator_list {
                    if is_guarantee(dec, &env) {
                        match guarantee_call(file, id, dec, &env, &layer) {
                            Ok(g) => guarantees.push(g),
                            Err(d) => diags.push(d),
                        }
                    } else {
                        diags.push(Diagnostic::unsupported(
                            "a function with a `@clauz3.guarantee(...)` contract may have no other decorator",
                            span_of(file, dec),
                        ));
                    }
                }
                bind(def.name.as_str(), ModuleItem::Function(id), span, &mut env, &mut diags);
                defs.push((def, id));
            }
            ast::Stmt::Assign(a) if type_alias::type_alias(&a.targets, &a.value, &env).is_some() => {
                let name = type_alias::type_alias(&a.targets, &a.value, &env).unwrap_or_default();
                let why = if matches!(&*a.value, ast::Expr::Call(_)) {
                    format!("`{name}` is a type variable, which only annotations may name")
                } else {
                    format!(
                        "`{name}` is a type alias, which only annotations may name (write the type itself, as `list(...)` or `{{}}`)"
                    )
                };
                bind(&name, ModuleItem::Outside(why), span, &mut env, &mut diags);
            }
            ast::Stmt::Assign(a) if module_stmts::hidden_name(stmt).is_none() => {
                let names: Option<Vec<&ast::Expr>> = match a.targets.as_slice() {
                    [ast::Expr::Name(_)] => Some(vec![&a.targets[0]]),
                    [ast::Expr::Tuple(t)] if t.elts.iter().all(|e| matches!(e, ast::Expr::Name(_))) => {
                        Some(t.elts.iter().collect())
                    }
                    _ => None,
                };
                if let ([ast::Expr::Name(n)], Some(classes)) =
                    (a.targets.as_slice(), crate::syntax::exception_classes(&env, &a.value))
                {
                    // `RETRYABLE = (TimeoutError, ConnectionError)`: classes, read as constants.
                    bind(n.id.as_str(), ModuleItem::Constant(classes), span, &mut env, &mut diags);
                    continue;
                }
                let values = ComputedValue::of(file, i, &a.targets, &a.value, &mut functions);
                if bind_computed(values, span, &mut env, &mut diags, &mut bind, &mut module_values, &mut computed) {
                    continue;
                }
                module_constant(file, names, &a.value, span, &mut env, &mut diags, &mut bind, &mut module_values);
            }
            ast::Stmt::AnnAssign(a) => {
                if let Some(v) = &a.value {
                    let names = Some(vec![&*a.target]);
                    let values = ComputedValue::of(file, i, std::slice::from_ref(&*a.target), v, &mut functions);
                    if bind_computed(values, span, &mut env, &mut diags, &mut bind, &mut module_values, &mut computed) {
                        continue;
                    }
                    module_constant(file, names, v, span, &mut env, &mut diags, &mut bind, &mut module_values);
                }
            }
            ast::Stmt::Pass(_) => {}
            ast::Stmt::Expr(e)
                if i == 0
                    && matches!(&*e.value, ast::Expr::Constant(c) if matches!(c.value, ast::Constant::Str(_))) => {}
            ast::Stmt::ClassDef(c) => {
                let is_row = |e: &ast::Expr| match e {
                    ast::Expr::Name(n) => {
                        matches!(env.items.get(n.id.as_str()), Some(ModuleItem::Clauz3(Some(r))) if r == "Row")
                    }
                    ast::Expr::Attribute(a) => {
                        a.attr.as_str() == "Row"
                            && matches!(&*a.value, ast::Expr::Name(m) if matches!(env.items.get(m.id.as_str()), Some(ModuleItem::Clauz3(None))))
                    }
                    _ => false,
                };
                let is_schema = |e: &ast::Expr| matches!(e, ast::Expr::Name(n) if matches!(env.items.get(n.id.as_str()), Some(ModuleItem::Constant(Const::RowClass(_)))));
                match crate::syntax::row_schema(file, "__main__", c, &crate::syntax::Bases { is_row: &is_row, is_schema: &is_schema }) {
                    Some(Ok(schema)) => {
                        let item = ModuleItem::Constant(Const::RowClass(std::rc::Rc::new(schema)));
                        bind(c.name.as_str(), item, span, &mut env, &mut diags);
                    }
                    Some(Err(mut errors)) => diags.append(&mut errors),
                    None => match crate::syntax::declare_class(file, c, classes.len() as u32, &env, &mut functions) {
                        Ok(declared) => {
                            if let Some(why) = crate::syntax::module_level_unique(&declared.class) {
                                diags.push(Diagnostic::unsupported(why, span));
                            }
                            let item = ModuleItem::Constant(Const::Class(declared.class.clone()));
                            for (name, _) in &declared.class.members {
                                // A decorated method (`m@undecorated`) is called by its own name.
                                if let Some((own, _)) = name.split_once('@') {
                                    env.class_members.insert(own.to_owned());
                                }
                                env.class_members.insert(name.to_string());
                            }
                            if declared.class.is_named_tuple() {
                                env.class_members.extend(crate::ir::NAMED_TUPLE_METHODS.iter().map(|n| n.to_string()));
                            }
                            bind(c.name.as_str(), item, span, &mut env, &mut diags);
                            classes.push(declared);
                        }
                        Err(mut errors) => {
                            diags.append(&mut errors);
                            bind(c.name.as_str(), ModuleItem::Refused, span, &mut env, &mut diags);
                        }
                    },
                }
            }
            ast::Stmt::If(guard) if entry::is_main_guard(guard) => match entry::entry_call(&guard.body, &env) {
                Some((name, wrap, call)) => {
                    entry_calls.push((Rc::from(name), span));
                    entry_sites.push((Rc::from(name), span_of(file, call)));
                    exit_with_result |= wrap == entry::EntryWrap::Exit;
                }
                None => diags.push(Diagnostic::unsupported(
                    "under `if __name__ == \"__main__\":` only a call of the target without arguments (`main()`, `sys.exit(main())`, `raise SystemExit(main())`, `print(main())`) is supported: clauz3 runs the target itself",
                    span,
                )),
            },
            ast::Stmt::Expr(_) | ast::Stmt::Raise(_)
                if entry::entry_call(std::slice::from_ref(stmt), &env)
                    .is_some_and(|(name, wrap, _)| wrap != entry::EntryWrap::Bare || !entry::load_call(&body, i, name)) =>
            {
                if let Some((name, wrap, call)) = entry::entry_call(std::slice::from_ref(stmt), &env) {
                    entry_calls.push((Rc::from(name), span));
                    entry_sites.push((Rc::from(name), span_of(file, call)));
                    exit_with_result |= wrap == entry::EntryWrap::Exit;
                }
            }
            ast::Stmt::AsyncFunctionDef(f) => diags
                .push(Diagnostic::unsupported(format!("`async def` is not in the clauz3 subset (`{}`)", f.name), span)),
            other if module_stmts::hidden_name(other).is_some() => {
                if let Some((called, _, _)) = entry::entry_call(std::slice::from_ref(other), &env) {
                    load_calls.push((Rc::from(called), span));
                }
                let name = module_stmts::hidden_name(other).unwrap_or_default();
                let mut load = LoadTime { env: &mut env, diags: &mut diags, functions: &mut functions, rebound: &mut load_bound };
                let values = load.statement(name, other, i, span, &mut module_values);
                bind_computed(values, span, &mut env, &mut diags, &mut bind, &mut module_values, &mut computed);
            }
            other => diags.push(Diagnostic::unsupported(module_stmts::refusal(other), span)),
        }
    }
    let def_nodes: Vec<&ast::StmtFunctionDef> = defs.iter().map(|(d, _)| *d).collect();
    let mut globals = Vec::new();
    for (name, value) in module_values {
        env.items.insert(name.clone(), ModuleItem::Global(globals.len() as u32));
        globals.push(Global { name: Rc::from(name.as_str()), initial: Some(value) });
    }
    env.class_members.extend(crate::syntax::assigned_attribute_names(&body));
    // A method's `global` statement rebinds a module variable as a function's does.
    let methods = body.iter().filter_map(|s| s.as_class_def_stmt()).flat_map(|c| c.body.iter());
    // So does a module-level statement's hidden function (`module_stmts::initializer`).
    let scopes: Vec<&ast::StmtFunctionDef> = def_nodes
        .iter()
        .copied()
        .chain(methods.filter_map(|s| s.as_function_def_stmt()))
        .chain(computed.iter().map(|v| &v.init))
        .collect();
    let rebound = declare_globals(file, &scopes, &mut env, &mut diags, &mut globals);
    // `__name__` is bound before the module runs.
    let module_names: std::collections::HashSet<String> =
        env.items.keys().filter(|n| *n != crate::syntax::MAIN_NAME).cloned().collect();
    // The variables a computed value or a statement running as the module loads binds: unbound
    // until it runs, so reading one earlier is the run's own NameError, as in CPython (unlike
    // functions, classes and literals, which every run starts with).
    let unbound_at_start: std::collections::HashSet<String> = globals
        .iter()
        .filter(|g| g.initial.as_ref().is_none_or(|v| matches!(v, crate::ir::ModuleValue::Computed(_))))
        .map(|g| g.name.to_string())
        .collect();
    let inits: Vec<ast::StmtFunctionDef> = computed.iter().map(|v| v.init.clone()).collect();
    let callees: Vec<&ast::StmtFunctionDef> = def_nodes.iter().copied().chain(&inits).collect();
    for value in &mut computed {
        let mut bound = crate::syntax::bound_before(&body, value.index);
        bound.extend(star_bound.iter().filter(|(_, at)| **at < value.index).map(|(n, _)| n.clone()));
        let default = crate::syntax::hidden_default(&value.name);
        if let (Some(_), Some(missing)) =
            (default, crate::syntax::first_unbound_read(&value.init, &bound, &module_names))
        {
            // The `def` reads a name the module binds only later: NameError where it runs.
            value.init = crate::syntax::name_error_initializer(&value.name, &missing, value.init.range);
            continue;
        }
        if let Some(early) = crate::syntax::early_read(&value.init, &bound, &module_names, &unbound_at_start, &callees)
        {
            let what = match default {
                Some((param, function)) => format!("the default of `{param}` in `{function}`"),
                None => format!("the module-level value of `{}`", value.name),
            };
            diags.push(Diagnostic::unsupported(
                format!(
                    "{what} reads `{early}` (itself or through a function it calls) before the module binds it, a NameError in Python where it is read: bind `{early}` first"
                ),
                value.span,
            ));
        }
    }
    for (name, span) in &entry_calls {
        entry::check_entry_call(name, *span, &defs, &mut diags);
    }
    let module_functions = defs.iter().map(|(d, id)| (d.name.to_string(), *id)).collect();
    let first_local = classes.len() as u32;
    let local_classes =
        crate::syntax::declare_local_classes(file, &local_classes, first_local, &mut env, &mut functions, &mut diags);
    let mut modelled_classes = Vec::new();
    {
        for (def, id) in &defs {
            diags.extend(crate::syntax::lower_def_into(file, &env, &mut functions, def, *id));
        }
        for value in &computed {
            diags.extend(crate::syntax::lower_def_into(file, &env, &mut functions, &value.init, value.id));
        }
        diags.extend(crate::syntax::lower_methods(file, &env, &mut functions, &classes[module_classes..]));
        for declared in &class_modules {
            let members = &env.class_members;
            modelled_classes.push(super::class_modules::lower(declared, &mut functions, &classes, members, &mut diags));
        }
        check_global_defaults(&body, &star_bound, &defs, &rebound, &functions, &globals, &mut diags);
    }
    classes.extend(local_classes.into_iter().map(|d| d.declared));
    if !diags.is_empty() {
        return Err(Diagnostics(diags));
    }
    let mut functions: Vec<Function> =
        functions.into_iter().map(|f| f.expect("every reserved function is lowered or reported")).collect();
    let mut modelled = modelled_files(&layer.pure_items, &functions);
    modelled.extend(modelled_classes);
    crate::ir::native_body::mark(&mut functions, &modelled);
    // Only the program's own classes (and those its functions define): a modelled module's
    // methods name no effect and call only what the program hands them, which the program's
    // function naming it already counts, as for a builtin taking a callback.
    let methods = classes[module_classes..].iter().flat_map(|c| c.methods.iter().map(|(def, _)| *def));
    // So do the module's computed values (`ACTION = opened`, a class body's
    // `field(default_factory=opened)`): they run in every run, and what they hold is called
    // through a name that is no function's.
    let shared: Vec<&ast::StmtFunctionDef> = methods.chain(computed.iter().map(|v| &v.init)).collect();
    let reached = crate::syntax::reached(&def_nodes, &shared, &env, &layer.effects);
    Ok(ProgramSyntax {
        program: Program {
            functions,
            effects: layer.effects,
            module_functions,
            globals,
            entry_calls,
            load_calls,
            exit_with_result,
            classes: classes.iter().map(|c| c.class.clone()).collect(),
            modelled,
            script: Rc::from(""),
            traceback: crate::ir::traceback_info::TracebackInfo { entry_sites, ..Default::default() },
        },
        guarantees,
        contracts: layer.contracts,
        reached,
        policies: layer.policies,
        imports,
    })
}

/// The file of each modelled standard-library module, from where its public functions are.
fn modelled_files(items: &HashMap<(String, String), ModuleItem>, functions: &[Function]) -> Vec<(FileId, Rc<str>)> {
    let mut out: Vec<(FileId, Rc<str>)> = Vec::new();
    for ((module, _), item) in items {
        if let ModuleItem::Function(id) = item {
            let file = functions[id.0 as usize].span.file;
            if !out.iter().any(|(f, _)| *f == file) {
                out.push((file, Rc::from(module.as_str())));
            }
        }
    }
    out
}

/// What lowering a module-level statement that runs as the module loads changes.
struct LoadTime<'l> {
    env: &'l mut ModuleEnv,
    diags: &'l mut Vec<Diagnostic>,
    functions: &'l mut Vec<Option<Function>>,
    /// The names such statements bound so far: a later plain assignment of one runs in turn.
    rebound: &'l mut std::collections::HashSet<String>,
}

impl LoadTime<'_> {
    /// Statement `index` as the hidden value `name` rebinding, through `global`, every name it
    /// binds; nothing when it rebinds a function, class or module (refused into `diags`).
    fn statement(
        &mut self,
        name: String,
        stmt: &ast::Stmt,
        index: usize,
        span: Span,
        module_values: &mut Vec<(String, crate::ir::ModuleValue)>,
    ) -> Vec<ComputedValue> {
        let names = module_stmts::bound_names(stmt);
        let values: std::collections::HashSet<String> = module_values.iter().map(|(n, _)| n.clone()).collect();
        if let Some(name) = module_stmts::unrebindable(&names, self.env, &values) {
            self.diags.push(Diagnostic::unsupported(
                format!("{} at module level rebinds `{name}`, which the module binds to a function, class or module: use another name", module_stmt_name(stmt)),
                span,
            ));
            return Vec::new();
        }
        // A constant the statement rebinds is a module variable from here on, starting at its
        // literal: what the module's later code reads (an enumeration's member values, a
        // class body) is no longer folded from the literal.
        for name in &names {
            if let Some(ModuleItem::Constant(c)) = self.env.items.get(name) {
                module_values.push((name.clone(), crate::ir::ModuleValue::Const(c.clone())));
                self.env.items.insert(name.clone(), ModuleItem::MutableConstant("module variable"));
            }
        }
        self.rebound.extend(names.iter().cloned());
        let init = module_stmts::initializer(&name, stmt, &names);
        let id = FuncId(self.functions.len() as u32);
        self.functions.push(None);
        vec![ComputedValue { name, init, id, index, span }]
    }
}

/// A module-level name bound to a computed value: the function computing it, reserved among
/// the program's functions, and the statement binding it.
struct ComputedValue {
    name: String,
    init: ast::StmtFunctionDef,
    id: FuncId,
    index: usize,
    span: Span,
}

impl ComputedValue {
    /// The computed values statement `index` binds: one name bound to what is not a literal,
    /// or a chain `A = B = value` (`B` is computed as `A`, so both name one object). None when
    /// the statement binds literals (or is outside the subset).
    fn of(
        file: FileId,
        index: usize,
        targets: &[ast::Expr],
        value: &ast::Expr,
        functions: &mut Vec<Option<Function>>,
    ) -> Vec<ComputedValue> {
        if let [target] = targets {
            if let Some(unpacked) = Self::unpacked(file, index, target, value, functions) {
                return unpacked;
            }
        }
        let names: Vec<&ast::ExprName> = targets.iter().filter_map(|t| t.as_name_expr()).collect();
        if names.len() != targets.len() || (names.len() == 1 && literal(value).is_some()) {
            return Vec::new();
        }
        let mut out = Vec::with_capacity(names.len());
        for (k, n) in names.iter().enumerate() {
            let id = FuncId(functions.len() as u32);
            functions.push(None);
            let name = n.id.to_string();
            let (init, index) = if k == 0 {
                (crate::syntax::initializer(&name, value), index)
            } else {
                let first = ast::Expr::Name(ast::ExprName { ctx: ast::ExprContext::Load, ..names[0].clone() });
                (crate::syntax::initializer(&name, &first), index + 1)
            };
            out.push(ComputedValue { name, init, id, index, span: span_of(file, value) });
        }
        out
    }
}

impl ComputedValue {
    /// `A, B = value` (a starred name too) of anything but a tuple of as many literals: a hidden
    /// value runs the unpacking, then each name takes its item. None for other statements.
    fn unpacked(
        file: FileId,
        index: usize,
        target: &ast::Expr,
        value: &ast::Expr,
        functions: &mut Vec<Option<Function>>,
    ) -> Option<Vec<ComputedValue>> {
        let (hidden, names) = crate::syntax::unpacked_names(target)?;
        let starred = hidden.contains('*');
        if let (Some(Literal::Immutable(Const::Tuple(items))), false) = (literal(value), starred) {
            if items.len() == names.len() {
                return None;
            }
        }
        let (whole, items) = crate::syntax::unpacking(&hidden, &names, target, value);
        let span = span_of(file, value);
        let mut out = Vec::with_capacity(names.len() + 1);
        let mut reserve = |name: String, init: ast::StmtFunctionDef, index: usize| {
            let id = FuncId(functions.len() as u32);
            functions.push(None);
            out.push(ComputedValue { name, init, id, index, span });
        };
        reserve(hidden, whole, index);
        for (name, init) in names.into_iter().zip(items) {
            reserve(name, init, index + 1);
        }
        Some(out)
    }
}

/// Binds the names of computed values to module variables computed at the start of each run;
/// whether there were any.
fn bind_computed(
    values: Vec<ComputedValue>,
    span: Span,
    env: &mut ModuleEnv,
    diags: &mut Vec<Diagnostic>,
    bind: &mut Binder<'_>,
    module_values: &mut Vec<(String, crate::ir::ModuleValue)>,
    computed: &mut Vec<ComputedValue>,
) -> bool {
    let any = !values.is_empty();
    for value in values {
        module_values.push((value.name.clone(), crate::ir::ModuleValue::Computed(value.id)));
        bind(&value.name, ModuleItem::MutableConstant("computed value"), span, env, diags);
        computed.push(value);
    }
    any
}

type Binder<'b> = dyn FnMut(&str, ModuleItem, Span, &mut ModuleEnv, &mut Vec<Diagnostic>) + 'b;

#[expect(clippy::too_many_arguments, reason = "the module's lowering state, passed apart")]
fn module_constant(
    file: FileId,
    names: Option<Vec<&ast::Expr>>,
    value: &ast::Expr,
    span: Span,
    env: &mut ModuleEnv,
    diags: &mut Vec<Diagnostic>,
    bind: &mut Binder<'_>,
    module_values: &mut Vec<(String, crate::ir::ModuleValue)>,
) {
    let Some(names) = names else {
        diags.push(Diagnostic::unsupported("module-level assignments may only bind plain names", span));
        return;
    };
    let Some(lit) = literal(value) else {
        diags.push(Diagnostic::unsupported(
            "a computed module-level value unpacked into several names is not in the clauz3 subset: bind it to one name (`PAIR = f()`) and index it, or unpack a tuple of literals",
            span_of(file, value),
        ));
        return;
    };
    let values: Vec<ModuleItem> = match (&lit, names.len()) {
        (Literal::Immutable(c), 1) => vec![ModuleItem::Constant(c.clone())],
        (Literal::Container(kind), 1) => vec![ModuleItem::MutableConstant(kind)],
        (Literal::Immutable(Const::Tuple(items)), n) if items.len() == n => {
            items.iter().map(|c| ModuleItem::Constant(c.clone())).collect()
        }
        _ => {
            diags.push(Diagnostic::unsupported(
                "unpacking at module level needs a tuple of literals of the same length",
                span,
            ));
            return;
        }
    };
    for (target, item) in names.into_iter().zip(values) {
        if let ast::Expr::Name(n) = target {
            if let (ModuleItem::MutableConstant(_), Some(tree)) = (&item, crate::syntax::module_value(value)) {
                module_values.push((n.id.to_string(), tree));
            }
            bind(n.id.as_str(), item, span_of(file, target), env, diags);
        }
    }
}
