//! Lowering expressions, including call resolution (builtin, function, effect, method).

use super::function::{check_dunder, Lowerer, Resolved, MAX_NESTING};
use super::literal::constant;
use super::module_env::ModuleItem;
use crate::diag::{DiagKind, Diagnostic};
use crate::ir::{
    Builtin, Callee, CmpOp, CompKind, Comprehension, Const, Conversion, DictItem, Expr, ExprKind, FPart, Generator,
    Kwarg, LogicOp, Method, PyStr, UnaryOp,
};
use crate::source::Span;
use rustpython_parser::ast;
use std::rc::Rc;

impl Lowerer<'_> {
    pub fn lower_expr(&mut self, e: &ast::Expr) -> Expr {
        let span = self.span(e);
        if self.depth >= MAX_NESTING {
            self.diags.push(Diagnostic::new(
                DiagKind::Limit,
                "nesting-limit",
                format!("expression nested more than {MAX_NESTING} levels deep"),
                Some(span),
            ));
            return Self::placeholder(span);
        }
        self.depth += 1;
        // Each level of a deep (accepted) expression takes a few frames: grow the stack on
        // demand rather than size it for the worst case.
        let kind = stacker::maybe_grow(256 << 10, 4 << 20, || self.lower_expr_kind(e, span));
        self.depth -= 1;
        Expr { kind, span }
    }

    pub(super) fn boxed(&mut self, e: &ast::Expr) -> Box<Expr> {
        Box::new(self.lower_expr(e))
    }

    fn lower_expr_kind(&mut self, e: &ast::Expr, span: Span) -> ExprKind {
        match e {
            ast::Expr::Constant(c) => match constant(&c.value) {
                Some(k) => ExprKind::Const(k),
                None => self.refuse("this constant is not in the clauz3 subset", span),
            },
            ast::Expr::Name(n) => self.resolve_load(n.id.as_str(), span),
            ast::Expr::BoolOp(b) => {
                let op = if b.op == ast::BoolOp::And { LogicOp::And } else { LogicOp::Or };
                ExprKind::Logic { op, values: b.values.iter().map(|v| self.lower_expr(v)).collect() }
            }
            ast::Expr::BinOp(b) => {
                let op = Self::binop(b.op);
                ExprKind::Binary { op, left: self.boxed(&b.left), right: self.boxed(&b.right) }
            }
            ast::Expr::UnaryOp(u) => {
                let op = match u.op {
                    ast::UnaryOp::Not => UnaryOp::Not,
                    ast::UnaryOp::USub => UnaryOp::Neg,
                    ast::UnaryOp::UAdd => UnaryOp::Pos,
                    ast::UnaryOp::Invert => UnaryOp::Invert,
                };
                ExprKind::Unary { op, operand: self.boxed(&u.operand) }
            }
            ast::Expr::Compare(c) => self.lower_compare(c),
            ast::Expr::IfExp(i) => {
                ExprKind::IfExp { cond: self.boxed(&i.test), then: self.boxed(&i.body), orelse: self.boxed(&i.orelse) }
            }
            ast::Expr::List(l) => ExprKind::List(self.lower_items(&l.elts)),
            ast::Expr::Tuple(t) => ExprKind::Tuple(self.lower_items(&t.elts)),
            ast::Expr::Set(s) => ExprKind::Set(self.lower_items(&s.elts)),
            ast::Expr::Dict(d) => {
                let mut items = Vec::with_capacity(d.values.len());
                for (k, v) in d.keys.iter().zip(&d.values) {
                    items.push(match k {
                        Some(k) => {
                            let key = self.lower_expr(k);
                            DictItem::Pair(key, self.lower_expr(v))
                        }
                        // `**mapping`: the parser gives no key.
                        None => DictItem::Spread(self.lower_expr(v)),
                    });
                }
                ExprKind::Dict(items)
            }
            ast::Expr::Subscript(s) => match &*s.slice {
                ast::Expr::Slice(sl) => ExprKind::Slice {
                    obj: self.boxed(&s.value),
                    lower: sl.lower.as_deref().map(|x| self.boxed(x)),
                    upper: sl.upper.as_deref().map(|x| self.boxed(x)),
                    step: sl.step.as_deref().map(|x| self.boxed(x)),
                },
                index => ExprKind::Subscript { obj: self.boxed(&s.value), index: self.boxed(index) },
            },
            ast::Expr::ListComp(c) => {
                self.lower_comprehension(e, "<listcomp>", &c.generators, |l| CompKind::List(l.lower_expr(&c.elt)))
            }
            ast::Expr::SetComp(c) => {
                self.lower_comprehension(e, "<setcomp>", &c.generators, |l| CompKind::Set(l.lower_expr(&c.elt)))
            }
            ast::Expr::DictComp(c) => self.lower_comprehension(e, "<dictcomp>", &c.generators, |l| {
                let k = l.lower_expr(&c.key);
                CompKind::Dict(k, l.lower_expr(&c.value))
            }),
            ast::Expr::JoinedStr(j) => ExprKind::FString(self.lower_fstring(&j.values)),
            ast::Expr::FormattedValue(_) => ExprKind::FString(self.lower_fstring(std::slice::from_ref(e))),
            ast::Expr::Call(c) => self.lower_call(c, span),
            ast::Expr::Attribute(a)
                if self.env.contract_dialect && !a.attr.starts_with("__") && !self.is_module_alias(&a.value) =>
            {
                ExprKind::Attribute { obj: self.boxed(&a.value), name: crate::ir::attr_name(a.attr.as_str()) }
            }
            ast::Expr::Lambda(l) => {
                let name = format!("<lambda at {}>", span.start);
                let (func, defaults) = self.lower_lambda(&name, l);
                ExprKind::MakeClosure(func, defaults)
            }
            ast::Expr::Attribute(a) if matches!(&*a.value, ast::Expr::Call(c) if c.func.as_name_expr().is_some_and(|n| n.id.as_str() == "super")) => {
                match self.lower_super_read(a, span) {
                    Some(kind) => kind,
                    None => ExprKind::Attribute { obj: self.boxed(&a.value), name: crate::ir::attr_name(a.attr.as_str()) },
                }
            }
            ast::Expr::Attribute(a) => {
                // `type(e).__name__`, `Class.__mro__`, `Class.__bases__`: the dunder attributes
                // read from classes.
                // An exception's chain: `e.__cause__`, `e.__context__`, `e.__suppress_context__`,
                // and its notes, `e.__notes__`.
                let read = matches!(
                    a.attr.as_str(),
                    "__name__"
                        | "__qualname__"
                        | "__mro__"
                        | "__bases__"
                        | "__abstractmethods__"
                        | "__members__"
                        | "__cause__"
                        | "__context__"
                        | "__suppress_context__"
                        | "__traceback__"
                        | "__notes__"
                        | "__dict__"
                        | "__class__"
                        | "__slots__"
                        | "__match_args__"
                        | "__doc__"
                        | "__module__"
                        | "__defaults__"
                        | "__kwdefaults__"
                        | "__wrapped__"

                        // A property's and an abstract method's flag, a static or class
                        // method object's function.
                        | "__isabstractmethod__"
                        | "__func__"
                        // What a `super` object holds.
                        | "__thisclass__"
                        | "__self__"
                        | "__self_class__"
                        // A function's cells.
                        | "__closure__"
                        | "__code__"
                        // What a `TypedDict` says of its keys.
                        | "__annotations__"
                        | "__required_keys__"
                        | "__optional_keys__"
                        | "__total__"
                        // The operators' methods, bound (`key=rank.__getitem__`).
                        | "__getitem__"
                        | "__contains__"
                        | "__len__"
                        | "__round__"
                        | "__floor__"
                        | "__ceil__"
                        | "__trunc__"
                );
                // A builtin type's or value's special method as a value (`key=(10).__sub__`).
                let read = read || crate::ir::slots::is_builtin_slot(a.attr.as_str());
                let read = read || super::function::TYPING_ATTRS.contains(&a.attr.as_str());
                if !read && check_dunder(self, a.attr.as_str(), span) {
                    return ExprKind::Const(Const::None);
                }
                if let Some(dotted) = self.submodule(&a.value) {
                    let alias = dotted_text(&a.value);
                    return self.module_member(&dotted, &alias, a.attr.as_str(), span);
                }
                if let ast::Expr::Name(m) = &*a.value {
                    if !self.is_variable(m.id.as_str()) {
                        if let Some(ModuleItem::Foreign(dotted)) = self.env.items.get(m.id.as_str()) {
                            if let Some(b) = crate::ir::Builtin::module_member(dotted, a.attr.as_str()) {
                                return ExprKind::BuiltinRef(b);
                            }
                            if let Some(c) = crate::ir::Builtin::module_constant(dotted, a.attr.as_str()) {
                                return ExprKind::Const(c);
                            }
                        }
                        // `Generic.__name__` after `from typing import Generic`: the class's.
                        if let Some(ModuleItem::Module(dotted)) = self.env.items.get(m.id.as_str()) {
                            if crate::ir::marker_class(dotted, m.id.as_str()).is_none() {
                                let dotted = dotted.clone();
                                return self.module_member(&dotted, m.id.as_str(), a.attr.as_str(), span);
                            }
                        }
                    }
                }
                // Fields of rows (and column markers of row classes); anything else raises
                // `AttributeError` as Python does.
                ExprKind::Attribute { obj: self.boxed(&a.value), name: crate::ir::attr_name(a.attr.as_str()) }
            }
            ast::Expr::GeneratorExp(g) => self.lower_genexp(g, span),
            ast::Expr::Yield(_) | ast::Expr::YieldFrom(_) => self.refuse(
                "`yield` is only supported as a statement of its own (`yield value`, `yield from items`) or assigned (`x = yield value`); assign the value before yielding it",
                span,
            ),
            ast::Expr::Await(_) => self.refuse("`await` is not in the clauz3 subset", span),
            ast::Expr::NamedExpr(n) => {
                let value = self.boxed(&n.value);
                match &*n.target {
                    ast::Expr::Name(name) => ExprKind::NamedExpr { place: self.walrus_place(name.id.as_str(), span), value },
                    other => self.refuse("`:=` can only bind a plain name (assign an item with `xs[i] = value` first)", self.span(other)),
                }
            }
            ast::Expr::Starred(_) => self.refuse(
                "`*` unpacking is only supported in call arguments, in list, tuple and set displays and in assignment targets",
                span,
            ),
            ast::Expr::Slice(_) => self.refuse("a slice is only allowed inside `[...]`", span),
        }
    }

    /// `alias.name` read (not called) where `alias` names module `dotted`.
    fn module_member(&mut self, dotted: &str, alias: &str, name: &str, span: Span) -> ExprKind {
        if dotted == "asyncio" && alias != super::ASYNCIO && super::ASYNC_HELPERS.contains(&name) {
            return self.missing_member(dotted, name, span);
        }
        match self.env.module_items.get(&(dotted.to_owned(), name.to_owned())) {
            Some(ModuleItem::RunValue(c)) => super::function::run_value(c.clone()),
            Some(ModuleItem::Constant(c)) => ExprKind::Const(c.clone()),
            Some(ModuleItem::Function(id)) => ExprKind::FunctionRef(*id),
            Some(ModuleItem::Outside(why)) => {
                let why = why.clone();
                self.refuse(&why, span)
            }
            Some(ModuleItem::Module(sub)) => {
                let sub = sub.clone();
                self.module_value(&sub, span)
            }
            // `typing.Generic`, `abc.ABC`: a class CPython defines that clauz3 has a value for.
            _ if crate::ir::Builtin::module_constant(dotted, name).is_some() => {
                ExprKind::Const(crate::ir::Builtin::module_constant(dotted, name).unwrap_or(Const::None))
            }
            // `collections.Counter`: a builtin of a module with a class half too.
            _ if crate::ir::Builtin::module_member(dotted, name).is_some() => {
                ExprKind::BuiltinRef(crate::ir::Builtin::module_member(dotted, name).expect("checked just above"))
            }
            _ if crate::ir::module_names::cpython_has(dotted, name) == Some(false) => {
                self.missing_member(dotted, name, span)
            }
            _ if self.env.partial_modules.contains(dotted) => {
                let why = self.unmodelled_member(dotted, name, "used");
                self.refuse(&why, span)
            }
            _ => self.refuse(&format!("`{alias}.{name}` is not a row class, helper or constant of `{dotted}`"), span),
        }
    }

    /// The module `e` names when it is a submodule reached through its package's name
    /// (`os.path`, with `os` imported): its dotted name. None for anything else.
    fn submodule(&self, e: &ast::Expr) -> Option<String> {
        let ast::Expr::Attribute(a) = e else { return None };
        let package = match &*a.value {
            ast::Expr::Name(m) if !self.is_variable(m.id.as_str()) => match self.env.items.get(m.id.as_str()) {
                Some(ModuleItem::Module(dotted)) => dotted.clone(),
                _ => return None,
            },
            inner @ ast::Expr::Attribute(_) => self.submodule(inner)?,
            _ => return None,
        };
        match self.env.module_items.get(&(package, a.attr.to_string())) {
            Some(ModuleItem::Module(dotted)) => Some(dotted.clone()),
            _ => None,
        }
    }

    /// The row class `name` of trusted module `dotted`, reached through a module alias.
    /// Whether `e` names a module imported whole (not shadowed by a variable).
    pub(super) fn is_module_alias(&self, e: &ast::Expr) -> bool {
        matches!(e, ast::Expr::Name(m) if !self.is_variable(m.id.as_str())
            && matches!(self.env.items.get(m.id.as_str()), Some(ModuleItem::Module(_))))
    }

    /// `function.member` of a modelled standard-library function (`chain.from_iterable`), by
    /// the function named directly or through its module (`itertools.chain.from_iterable`).
    fn function_member(&self, function: &ast::Expr, member: &str) -> Option<crate::ir::FuncId> {
        let named =
            |dotted: &str, name: &str| self.env.module_items.get(&(dotted.to_owned(), format!("{name}.{member}")));
        let found = match function {
            ast::Expr::Name(n) if !self.is_variable(n.id.as_str()) => {
                let Some(ModuleItem::Function(id)) = self.env.items.get(n.id.as_str()) else { return None };
                let mut owners =
                    self.env.module_items.iter().filter(|(_, item)| matches!(item, ModuleItem::Function(f) if f == id));
                owners.find_map(|((dotted, name), _)| named(dotted, name))
            }
            ast::Expr::Attribute(a) => match &*a.value {
                ast::Expr::Name(m) if !self.is_variable(m.id.as_str()) => match self.env.items.get(m.id.as_str()) {
                    Some(ModuleItem::Module(dotted)) => named(dotted, a.attr.as_str()),
                    _ => None,
                },
                _ => None,
            },
            _ => None,
        };
        match found {
            Some(ModuleItem::Function(id)) => Some(*id),
            _ => None,
        }
    }

    /// `dotted.name` where CPython 3.11's module has no such name (a later Python's
    /// `math.sumprod`): read from the module as a value, which raises CPython's
    /// `AttributeError` when it runs.
    fn missing_member(&mut self, dotted: &str, name: &str, span: Span) -> ExprKind {
        let module = Expr { kind: self.module_value(dotted, span), span };
        ExprKind::Attribute { obj: Box::new(module), name: Rc::from(name) }
    }

    /// Why `dotted.name` of a standard-library module clauz3 models in part is refused, with
    /// the members it does model.
    fn unmodelled_member(&self, dotted: &str, name: &str, verb: &str) -> String {
        let mut known: Vec<&str> =
            // Not the private helpers `async_lower.rs` reaches `asyncio` by.
            self.env.module_items.keys().filter(|(m, n)| m == dotted && !n.starts_with('_')).map(|(_, n)| n.as_str()).collect();
        // And what the module has natively (`collections.Counter`, `dataclasses.fields`).
        let prefix = format!("{dotted}.");
        known.extend(crate::ir::Builtin::ALL.iter().filter_map(|b| {
            let member = b.name().strip_prefix(prefix.as_str()).unwrap_or(b.name());
            (crate::ir::Builtin::module_member(dotted, member) == Some(*b)).then_some(member)
        }));
        known.sort_unstable();
        known.dedup();
        let why = super::module_env::unmodelled_why(dotted, name);
        format!(
            "`{dotted}.{name}` may be imported but clauz3 has no model of it, so it cannot be {verb}{why} (clauz3 models `{dotted}`'s {})",
            known.join(", ")
        )
    }

    fn module_row_class(&self, dotted: &str, name: &str) -> Option<Rc<crate::ir::RowSchema>> {
        match self.env.module_items.get(&(dotted.to_owned(), name.to_owned())) {
            Some(ModuleItem::Constant(Const::RowClass(schema))) => Some(schema.clone()),
            _ => None,
        }
    }

    fn refuse(&mut self, message: &str, span: Span) -> ExprKind {
        self.unsupported(message, span);
        ExprKind::Const(Const::None)
    }

    /// Items of a display or positional arguments of a call, where `*xs` spreads `xs`.
    fn lower_items(&mut self, items: &[ast::Expr]) -> Vec<Expr> {
        items
            .iter()
            .map(|i| match i {
                ast::Expr::Starred(s) => Expr { kind: ExprKind::Starred(self.boxed(&s.value)), span: self.span(i) },
                other => self.lower_expr(other),
            })
            .collect()
    }

    fn lower_compare(&mut self, c: &ast::ExprCompare) -> ExprKind {
        let left = self.boxed(&c.left);
        let mut rest = Vec::with_capacity(c.ops.len());
        for (op, right) in c.ops.iter().zip(&c.comparators) {
            let is_none = matches!(right, ast::Expr::Constant(k) if matches!(k.value, ast::Constant::None));
            let op = match op {
                ast::CmpOp::Eq => CmpOp::Eq,
                ast::CmpOp::NotEq => CmpOp::NotEq,
                ast::CmpOp::Lt => CmpOp::Lt,
                ast::CmpOp::LtE => CmpOp::LtE,
                ast::CmpOp::Gt => CmpOp::Gt,
                ast::CmpOp::GtE => CmpOp::GtE,
                ast::CmpOp::In => CmpOp::In,
                ast::CmpOp::NotIn => CmpOp::NotIn,
                ast::CmpOp::Is | ast::CmpOp::IsNot if is_none => {
                    if *op == ast::CmpOp::Is {
                        CmpOp::IsNone
                    } else {
                        CmpOp::IsNotNone
                    }
                }
                ast::CmpOp::Is => CmpOp::Is,
                ast::CmpOp::IsNot => CmpOp::IsNot,
            };
            rest.push((op, self.lower_expr(right)));
        }
        ExprKind::Compare { left, rest }
    }

    pub(super) fn lower_comprehension(
        &mut self,
        whole: &ast::Expr,
        comp_name: &'static str,
        gens: &[ast::Comprehension],
        element: impl FnOnce(&mut Self) -> CompKind,
    ) -> ExprKind {
        let captured = super::scope::captured_by_nested_lambdas(whole);
        let mut fresh_cells = Vec::new();
        let mut generators = Vec::with_capacity(gens.len());
        let shadow_mark = self.scope().shadows.len();
        for g in gens {
            if g.is_async {
                self.unsupported("`async for` is not in the clauz3 subset", self.span(&g.iter));
            }
            let iter = self.lower_expr(&g.iter);
            if generators.is_empty() {
                // The first iterable is evaluated outside the comprehension, the rest inside.
                self.scope().comprehensions.push(comp_name);
            }
            let mut names = indexmap::IndexSet::new();
            collect_target_names(&g.target, &mut names);
            for name in names {
                let place = if captured.contains(&name) {
                    let cell = self.scope().new_cell(&name);
                    fresh_cells.push(cell);
                    cell
                } else {
                    self.scope().new_local(&name)
                };
                self.scope().shadows.push((name, place));
            }
            let target = self.lower_target(&g.target);
            let conds = g.ifs.iter().map(|c| self.lower_expr(c)).collect();
            generators.push(Generator { target, iter, conds });
        }
        let kind = element(self);
        self.scope().comprehensions.pop();
        self.scope().shadows.truncate(shadow_mark);
        let mut walrus = false;
        super::scope::walk_expr(whole, &mut |e| walrus |= matches!(e, ast::Expr::NamedExpr(_)));
        let frame = match kind {
            CompKind::List(_) | CompKind::Set(_) | CompKind::Dict(..) | CompKind::Sum(_) => Some(comp_name),
            CompKind::Any(_) | CompKind::All(_) => None,
        };
        ExprKind::Comprehension(Box::new(Comprehension { kind, generators, fresh_cells, walrus, frame }))
    }

    fn lower_fstring(&mut self, values: &[ast::Expr]) -> Vec<FPart> {
        let mut parts = Vec::new();
        for v in values {
            match v {
                ast::Expr::Constant(c) => match &c.value {
                    ast::Constant::Str(s) => parts.push(FPart::Literal(Rc::new(PyStr::from(s.as_str())))),
                    _ => self.unsupported("unexpected constant in an f-string", self.span(v)),
                },
                ast::Expr::FormattedValue(f) => {
                    let conversion = match f.conversion {
                        ast::ConversionFlag::None => Conversion::None,
                        ast::ConversionFlag::Str => Conversion::Str,
                        ast::ConversionFlag::Repr => Conversion::Repr,
                        ast::ConversionFlag::Ascii => Conversion::Ascii,
                    };
                    let spec = f.format_spec.as_deref().map(|s| match s {
                        ast::Expr::JoinedStr(j) => self.lower_fstring(&j.values),
                        other => self.lower_fstring(std::slice::from_ref(other)),
                    });
                    parts.push(FPart::Value { expr: self.lower_expr(&f.value), conversion, spec });
                }
                ast::Expr::JoinedStr(j) => parts.extend(self.lower_fstring(&j.values)),
                other => self.unsupported("unexpected part of an f-string", self.span(other)),
            }
        }
        parts
    }

    pub(super) fn lower_args(&mut self, c: &ast::ExprCall) -> (Vec<Expr>, Vec<Kwarg>) {
        let args = self.lower_items(&c.args);
        let mut kwargs = Vec::with_capacity(c.keywords.len());
        for k in &c.keywords {
            let span = self.span(k);
            let name = k.arg.as_ref().map(|n| Rc::from(n.as_str()));
            kwargs.push(Kwarg { name, value: self.lower_expr(&k.value), span });
        }
        (args, kwargs)
    }

    fn lower_call(&mut self, c: &ast::ExprCall, span: Span) -> ExprKind {
        match &*c.func {
            ast::Expr::Name(n) => {
                let name = n.id.as_str();
                let fspan = self.span(&*c.func);
                if !self.is_variable(name) {
                    if let Some(ModuleItem::Effect(id)) = self.env.items.get(name) {
                        let id = *id;
                        let (args, kwargs) = self.lower_args(c);
                        return ExprKind::Call { callee: Callee::Effect(id), args, kwargs };
                    }
                }
                if let Some(kind) = self.lower_super_value(c, span) {
                    return kind;
                }
                let callee = self.resolve(name, fspan);
                if let (Resolved::Builtin(b @ (Builtin::Any | Builtin::All)), [ast::Expr::GeneratorExp(g)], true) =
                    (&callee, c.args.as_slice(), c.keywords.is_empty())
                {
                    let any = *b == Builtin::Any;
                    return self.lower_comprehension(&c.args[0], "<genexpr>", &g.generators, |l| {
                        let elt = l.lower_expr(&g.elt);
                        if any {
                            CompKind::Any(elt)
                        } else {
                            CompKind::All(elt)
                        }
                    });
                }
                if let (Resolved::Builtin(b), [ast::Expr::GeneratorExp(g)], true) =
                    (&callee, c.args.as_slice(), c.keywords.is_empty())
                {
                    if let Some(kind) = self.lower_whole_generator(*b, g, span) {
                        return kind;
                    }
                }
                let (args, kwargs) = self.lower_args(c);
                match callee {
                    Resolved::Function(id) => ExprKind::Call { callee: Callee::Function(id), args, kwargs },
                    Resolved::Builtin(b) => ExprKind::Call { callee: Callee::Builtin(b), args, kwargs },
                    Resolved::Var(place) => ExprKind::CallValue {
                        func: Box::new(Expr { kind: ExprKind::Load(place), span: fspan }),
                        args,
                        kwargs,
                    },
                    Resolved::Const(Const::RowClass(schema)) => {
                        ExprKind::Call { callee: Callee::Row(schema), args, kwargs }
                    }
                    Resolved::Const(class @ Const::Class(_)) => ExprKind::CallValue {
                        func: Box::new(Expr { kind: ExprKind::Const(class), span: fspan }),
                        args,
                        kwargs,
                    },
                    Resolved::Const(Const::ExcClass(class)) => {
                        ExprKind::Call { callee: Callee::Exception(class), args, kwargs }
                    }
                    Resolved::Const(_) => self.refuse(&format!("`{name}` is a constant, not a function"), fspan),
                    Resolved::RunValue(b) => ExprKind::CallValue {
                        func: Box::new(Expr { kind: super::function::run_value(b), span: fspan }),
                        args,
                        kwargs,
                    },
                    Resolved::Module(dotted) => ExprKind::CallValue {
                        func: Box::new(Expr { kind: self.module_value(&dotted, fspan), span: fspan }),
                        args,
                        kwargs,
                    },
                    Resolved::Refused => ExprKind::Const(Const::None),
                }
            }
            ast::Expr::Attribute(a) => {
                if let Some(g) = super::generator::joined_generator(c) {
                    return self.lower_joined(a, g, span);
                }
                let method_name = a.attr.as_str();
                if let Some(write) = self.namespace_method(c) {
                    return write;
                }
                if self.refuse_namespace_call(&a.value, method_name, span) {
                    return ExprKind::Const(Const::None);
                }
                if let Some(call) = self.lower_class_call(a, c, span) {
                    return call;
                }
                if matches!(method_name, "__wrapped__" | "__func__") {
                    // `f.__wrapped__(...)`: calls the function a decorator wrapped; so does
                    // `sm.__func__(...)`, a static or class method object's.
                    let func = self.boxed(&c.func);
                    let (args, kwargs) = self.lower_args(c);
                    return ExprKind::CallValue { func, args, kwargs };
                }
                // The operators' methods called by name (`x.__getitem__(k)`) are methods.
                // So are the numbers' rounding methods (`(2.5).__round__()`), and the
                // asynchronous protocols' methods `async_lower.rs` calls.
                let operator = matches!(
                    method_name,
                    "__getitem__" | "__contains__" | "__len__" | "__round__" | "__floor__" | "__ceil__" | "__trunc__"
                ) || crate::ir::slots::is_builtin_slot(method_name)
                    || super::async_lower::ASYNC_DUNDERS.contains(&method_name);
                if !operator && check_dunder(self, method_name, span) {
                    return ExprKind::Const(Const::None);
                }
                if let ast::Expr::Name(m) = &*a.value {
                    let module = match self.env.items.get(m.id.as_str()) {
                        // `Protocol.mro()` after `from typing import Protocol`: the class's.
                        Some(ModuleItem::Module(d)) if crate::ir::marker_class(d, m.id.as_str()).is_some() => None,
                        Some(item @ (ModuleItem::Module(_) | ModuleItem::Clauz3(_) | ModuleItem::Foreign(_)))
                            if !self.is_variable(m.id.as_str()) =>
                        {
                            Some(item.clone())
                        }
                        _ => None,
                    };
                    if let Some(item) = module {
                        return self.lower_module_call(item, m.id.as_str(), method_name, c, span);
                    }
                }
                if let (ast::Expr::Attribute(inner), Some(dotted)) = (&*a.value, self.submodule(&a.value)) {
                    let alias = format!("{}.{}", dotted_text(&inner.value), inner.attr);
                    return self.lower_module_call(ModuleItem::Module(dotted), &alias, method_name, c, span);
                }
                if let Some(id) = self.function_member(&a.value, method_name) {
                    let (args, kwargs) = self.lower_args(c);
                    return ExprKind::Call { callee: Callee::Function(id), args, kwargs };
                }
                let relation_only = |m: Method| m.receivers() == [crate::ir::ReceiverType::Relation];
                match Method::from_name(method_name) {
                    Some(method) if self.env.contract_dialect || !relation_only(method) => {
                        let receiver = self.boxed(&a.value);
                        let (args, kwargs) = self.lower_args(c);
                        ExprKind::Method { receiver, method, args, kwargs }
                    }
                    // No builtin method has this name: whatever the receiver holds under it is
                    // called (`args.func(args)`, a namespace's function), as CPython looks it up
                    // when the call runs; a value without it raises `AttributeError` there.
                    None if !self.env.contract_dialect => {
                        let receiver = self.lower_expr(&a.value);
                        let (args, kwargs) = self.lower_args(c);
                        let call =
                            Box::new(crate::ir::MemberCall { receiver, name: Rc::from(method_name), args, kwargs });
                        ExprKind::AttrCall { call, fallback: None }
                    }
                    // The contract language has only its own table's methods.
                    _ => self.refuse(&format!("method `.{method_name}()` is not in the clauz3 subset"), span),
                }
            }
            other => {
                let func = self.boxed(other);
                let (args, kwargs) = self.lower_args(c);
                ExprKind::CallValue { func, args, kwargs }
            }
        }
    }

    /// `module.name(...)`: an effect through a module alias, or something clauz3 refuses.
    fn lower_module_call(
        &mut self,
        item: ModuleItem,
        alias: &str,
        name: &str,
        c: &ast::ExprCall,
        span: Span,
    ) -> ExprKind {
        match item {
            ModuleItem::Module(dotted) => match self.env.module_effects.get(&(dotted.clone(), name.to_owned())) {
                Some(id) => {
                    let (args, kwargs) = self.lower_args(c);
                    ExprKind::Call { callee: Callee::Effect(*id), args, kwargs }
                }
                None if matches!(
                    self.env.module_items.get(&(dotted.clone(), name.to_owned())),
                    Some(ModuleItem::Function(_))
                ) =>
                {
                    let Some(ModuleItem::Function(id)) =
                        self.env.module_items.get(&(dotted.clone(), name.to_owned())).cloned()
                    else {
                        return ExprKind::Const(Const::None);
                    };
                    let (args, kwargs) = self.lower_args(c);
                    ExprKind::Call { callee: Callee::Function(id), args, kwargs }
                }
                // `typing.List()`: a value the model's module computes, called as it is.
                None if matches!(
                    self.env.module_items.get(&(dotted.clone(), name.to_owned())),
                    Some(ModuleItem::RunValue(_))
                ) =>
                {
                    let func = Box::new(Expr { kind: self.module_member(&dotted, alias, name, span), span });
                    let (args, kwargs) = self.lower_args(c);
                    ExprKind::CallValue { func, args, kwargs }
                }
                // `datetime.date(...)`: a class of a modelled module (`layer::class_modules`).
                None if matches!(
                    self.env.module_items.get(&(dotted.clone(), name.to_owned())),
                    Some(ModuleItem::Constant(Const::Class(_)))
                ) =>
                {
                    let Some(ModuleItem::Constant(class)) =
                        self.env.module_items.get(&(dotted.clone(), name.to_owned())).cloned()
                    else {
                        return ExprKind::Const(Const::None);
                    };
                    let (args, kwargs) = self.lower_args(c);
                    ExprKind::CallValue { func: Box::new(Expr { kind: ExprKind::Const(class), span }), args, kwargs }
                }
                None if self.module_row_class(&dotted, name).is_some() => {
                    let schema = self.module_row_class(&dotted, name).expect("checked just above");
                    let (args, kwargs) = self.lower_args(c);
                    ExprKind::Call { callee: Callee::Row(schema), args, kwargs }
                }
                // `collections.Counter(...)`: a builtin of a module with a class half too.
                None if crate::ir::Builtin::module_member(&dotted, name).is_some() => {
                    let b = crate::ir::Builtin::module_member(&dotted, name).expect("checked just above");
                    let (args, kwargs) = self.lower_args(c);
                    ExprKind::Call { callee: Callee::Builtin(b), args, kwargs }
                }
                // A name CPython 3.11's module lacks: reading it raises before any argument is
                // computed.
                None if crate::ir::module_names::cpython_has(&dotted, name) == Some(false) => {
                    self.missing_member(&dotted, name, span)
                }
                None if self.env.partial_modules.contains(&dotted) => {
                    let why = self.unmodelled_member(&dotted, name, "called");
                    self.refuse(&why, span)
                }
                None => self.refuse(&format!("`{alias}.{name}` is not a trusted effect of `{dotted}`"), span),
            },
            // `spec.effect(...)`, `clauz3.ConjunctionSpec(...)`: the contract language's builtins.
            ModuleItem::Clauz3(None)
                if self.env.contract_dialect && matches!(super::spec_name(name), Some(ModuleItem::Builtin(_))) =>
            {
                let Some(ModuleItem::Builtin(b)) = super::spec_name(name) else { unreachable!("matched just above") };
                let (args, kwargs) = self.lower_args(c);
                ExprKind::Call { callee: Callee::Builtin(b), args, kwargs }
            }
            ModuleItem::Clauz3(_) => self.refuse(
                &format!(
                    "`{alias}.{name}` cannot be called from agent code (only `@{alias}.guarantee(...)` decorates it)"
                ),
                span,
            ),
            ModuleItem::Foreign(dotted) if crate::ir::Builtin::module_member(&dotted, name).is_some() => {
                let b = crate::ir::Builtin::module_member(&dotted, name).expect("checked just above");
                let (args, kwargs) = self.lower_args(c);
                ExprKind::Call { callee: Callee::Builtin(b), args, kwargs }
            }
            ModuleItem::Foreign(dotted) => {
                let why = super::module_env::unmodelled_why(&dotted, name);
                self.refuse(
                    &format!(
                        "`{dotted}.{name}` may be imported but clauz3 has no model of it, so it cannot be called{why}"
                    ),
                    span,
                )
            }
            ModuleItem::Function(_)
            | ModuleItem::Constant(_)
            | ModuleItem::Global(_)
            | ModuleItem::MutableConstant(_)
            | ModuleItem::Effect(_)
            | ModuleItem::Builtin(_)
            | ModuleItem::RunValue(_)
            | ModuleItem::Contract(..)
            | ModuleItem::Outside(_) => self.refuse(&format!("`{alias}.{name}` is not a module member"), span),
            // Its own refusal is the error.
            ModuleItem::Refused => ExprKind::Const(Const::None),
        }
    }
}

pub(super) fn collect_target_names(t: &ast::Expr, out: &mut indexmap::IndexSet<String>) {
    match t {
        ast::Expr::Name(n) => {
            out.insert(n.id.to_string());
        }
        ast::Expr::Tuple(tu) => tu.elts.iter().for_each(|e| collect_target_names(e, out)),
        ast::Expr::List(l) => l.elts.iter().for_each(|e| collect_target_names(e, out)),
        ast::Expr::Starred(s) => collect_target_names(&s.value, out),
        _ => {}
    }
}

/// The source text of a dotted name (`os.path`), for messages.
fn dotted_text(e: &ast::Expr) -> String {
    match e {
        ast::Expr::Name(n) => n.id.to_string(),
        ast::Expr::Attribute(a) => format!("{}.{}", dotted_text(&a.value), a.attr),
        _ => "<expression>".to_owned(),
    }
}
