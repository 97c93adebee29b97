//! Calls of attributes that a class of the program may define: `super().name(...)` in a
//! method, and `x.name(...)`, resolved when they run.

use super::function::Lowerer;
use super::module_env::ModuleItem;
use crate::ir::Const;
use crate::source::Span;
use rustpython_parser::ast;
use std::rc::Rc;

impl Lowerer<'_> {
    /// `super().name(...)` in a method, or `x.name(...)` where a class of the program defines
    /// `name` (resolved when it runs); `None` for any other call of an attribute.
    pub(super) fn lower_class_call(
        &mut self,
        a: &ast::ExprAttribute,
        c: &ast::ExprCall,
        span: Span,
    ) -> Option<crate::ir::ExprKind> {
        use crate::ir::{ExprKind, Method};
        let name: Rc<str> = crate::ir::attr_name(a.attr.as_str());
        if let Some(found) = self.super_receiver(&a.value, span) {
            let Some((receiver, class)) = found else { return Some(ExprKind::Const(Const::None)) };
            let (args, kwargs) = self.lower_args(c);
            let call = Box::new(crate::ir::MemberCall { receiver, name, args, kwargs });
            return Some(ExprKind::SuperCall { call, class });
        }
        if let Some(call) = self.object_dunder_call(a, c) {
            return Some(call);
        }
        if let Some((receiver, class)) = self.builtin_new_receiver(a) {
            let (args, kwargs) = self.lower_args(c);
            let call = Box::new(crate::ir::MemberCall { receiver, name, args, kwargs });
            return Some(ExprKind::SuperCall { call, class });
        }
        // `module.name(...)` is the module's, even when some class has a member `name` (a
        // `dataclasses.fields(...)` call beside `uuid.UUID`'s `fields`).
        let names_module = matches!(&*a.value, ast::Expr::Name(m) if !self.is_variable(m.id.as_str())
            && matches!(self.env.items.get(m.id.as_str()), Some(ModuleItem::Foreign(_) | ModuleItem::Clauz3(_))));
        if !self.env.class_members.contains(&*name) || self.is_module_alias(&a.value) || names_module {
            return None;
        }
        let receiver = self.lower_expr(&a.value);
        let (args, kwargs) = self.lower_args(c);
        let fallback = Method::from_name(&name).filter(|m| m.receivers() != [crate::ir::ReceiverType::Relation]);
        let call = Box::new(crate::ir::MemberCall { receiver, name, args, kwargs });
        Some(ExprKind::AttrCall { call, fallback })
    }

    /// `super().name` read as a value (a property, a class attribute, a method bound to the
    /// receiver); `None` when `a` reads no attribute of `super()`.
    pub(super) fn lower_super_read(&mut self, a: &ast::ExprAttribute, span: Span) -> Option<crate::ir::ExprKind> {
        let found = self.super_receiver(&a.value, span)?;
        let Some((receiver, class)) = found else { return Some(crate::ir::ExprKind::Const(Const::None)) };
        let read = Box::new(crate::ir::SuperRead { receiver, name: Rc::from(a.attr.as_str()) });
        Some(crate::ir::ExprKind::SuperAttr { read, class })
    }

    /// `super()` or `super(Class, obj)` read as a value (`s = super()`), not to read one
    /// attribute: `<super>(Class, obj)`, the `super` object (`sema/super_value.rs`); `None`
    /// for any other call.
    pub(super) fn lower_super_value(&mut self, c: &ast::ExprCall, span: Span) -> Option<crate::ir::ExprKind> {
        use crate::ir::{Callee, Expr, ExprKind};
        let call = ast::Expr::Call(c.clone());
        let Some((receiver, class)) = self.super_receiver(&call, span)? else {
            return Some(ExprKind::Const(Const::None));
        };
        let args = vec![Expr { kind: ExprKind::Const(Const::Class(class)), span }, receiver];
        Some(ExprKind::Call { callee: Callee::Builtin(crate::ir::Builtin::SuperValue), args, kwargs: Vec::new() })
    }

    /// `object.__setattr__(obj, name, value)`, `object.__delattr__(obj, name)` and
    /// `object.__init__(obj)` called by name: `object`'s method on `obj`, past every class of
    /// its order (how a class's own `__setattr__`, or a frozen dataclass's `__post_init__`,
    /// stores), lowered as a `super()` call looking after `object`.
    fn object_dunder_call(&mut self, a: &ast::ExprAttribute, c: &ast::ExprCall) -> Option<crate::ir::ExprKind> {
        let ast::Expr::Name(t) = &*a.value else { return None };
        let named =
            |l: &Self| t.id.as_str() == "object" && !l.is_variable("object") && !l.env.items.contains_key("object");
        if !matches!(a.attr.as_str(), "__setattr__" | "__delattr__" | "__init__") || !named(self) {
            return None;
        }
        let (first, rest) = c.args.split_first()?;
        if matches!(first, ast::Expr::Starred(_)) {
            return None;
        }
        let receiver = self.lower_expr(first);
        let rest = ast::ExprCall { args: rest.to_vec(), ..c.clone() };
        let (args, kwargs) = self.lower_args(&rest);
        let name = Rc::from(a.attr.as_str());
        let call = Box::new(crate::ir::MemberCall { receiver, name, args, kwargs });
        Some(crate::ir::ExprKind::SuperCall { call, class: crate::ir::plain_object() })
    }

    /// `int.__new__(cls, v)` (or `str.__new__`, `object.__new__`, ...) directly in a method of
    /// a class deriving from that builtin type, or of an enumeration whose members are of it
    /// (`object` for a plain one): what `super().__new__` reaches there, so it is lowered as
    /// that call. Any other type's `__new__` is left to be refused.
    fn builtin_new_receiver(&mut self, a: &ast::ExprAttribute) -> Option<(crate::ir::Expr, Rc<crate::ir::ClassDef>)> {
        use crate::ir::EnumKind;
        let ast::Expr::Name(t) = &*a.value else { return None };
        let ty = t.id.as_str();
        if a.attr.as_str() != "__new__" || self.is_variable(ty) || self.env.items.contains_key(ty) {
            return None;
        }
        let class = self.env.current_class.borrow().clone()?;
        let made = match (class.builtin_type(), class.enum_kind()) {
            (Some(b), _) => b.name(),
            (None, Some(EnumKind::Plain)) => "object",
            (None, Some(EnumKind::Int)) => "int",
            (None, Some(EnumKind::Str)) => "str",
            (None, Some(EnumKind::Flag | EnumKind::IntFlag) | None) => return None,
        };
        let receiver = self.scopes.last().and_then(|s| s.local_names.first().cloned())?;
        if made != ty || self.scopes.len() != self.env.method_depth.get() + 1 {
            return None;
        }
        let at = self.span(&*a.value);
        Some((crate::ir::Expr { kind: self.resolve_load(&receiver, at), span: at }, class))
    }

    /// When `value` is `super()` or `super(Class, obj)`: the receiver its lookup binds to and
    /// the class it looks after, or `None` inside when that form is refused (reported here);
    /// `None` when `value` is no call of `super`.
    fn super_receiver(
        &mut self,
        value: &ast::Expr,
        span: Span,
    ) -> Option<Option<(crate::ir::Expr, Rc<crate::ir::ClassDef>)>> {
        let ast::Expr::Call(inner) = value else { return None };
        if !matches!(&*inner.func, ast::Expr::Name(n) if n.id.as_str() == "super" && !self.is_variable("super")) {
            return None;
        }
        let at = self.span(value);
        // `super(Class, obj)`: looking after a module-level class in `obj`'s order.
        if let ([ast::Expr::Name(named), obj], true) = (inner.args.as_slice(), inner.keywords.is_empty()) {
            if let Some(super::module_env::ModuleItem::Constant(Const::Class(class))) =
                self.env.items.get(named.id.as_str()).filter(|_| !self.is_variable(named.id.as_str()))
            {
                let class = class.clone();
                return Some(Some((self.lower_expr(obj), class)));
            }
        }
        let class = self.env.current_class.borrow().clone();
        let receiver = self.scopes.last().and_then(|s| s.local_names.first().cloned());
        let direct = self.scopes.len() == self.env.method_depth.get() + 1;
        let (Some(class), Some(receiver), true, true) =
            (class, receiver, direct, inner.args.is_empty() && inner.keywords.is_empty())
        else {
            self.unsupported(
                "`super()` is supported only without arguments, directly in a method of a class, or as `super(Class, obj)` naming a module-level class",
                span,
            );
            return Some(None);
        };
        Some(Some((crate::ir::Expr { kind: self.resolve_load(&receiver, at), span: at }, class)))
    }
}

/// The names the program assigns as attributes (`self.clock = clock`, `for self.step in ...`)
/// or declares as class fields (`handler: Callable`) that are not methods clauz3 knows: a call `x.name(...)` of one calls
/// what the instance holds (`lower_class_call`), where it would otherwise be refused as an
/// unknown method. Known method names are left out, so `xs.append(...)` keeps its own lowering.
pub fn assigned_attribute_names(body: &[ast::Stmt]) -> Vec<String> {
    let mut out = Vec::new();
    visit_blocks(body, &mut |s| {
        let mut targets: Vec<&ast::Expr> = Vec::new();
        match s {
            ast::Stmt::Assign(a) => targets.extend(&a.targets),
            ast::Stmt::AnnAssign(a) => targets.push(&a.target),
            ast::Stmt::AugAssign(a) => targets.push(&a.target),
            ast::Stmt::For(f) => targets.push(&f.target),
            ast::Stmt::With(w) => targets.extend(w.items.iter().filter_map(|i| i.optional_vars.as_deref())),
            // A field of a dataclass or named tuple may hold a function (`handler: Callable`).
            ast::Stmt::ClassDef(c) => {
                let fields =
                    c.body.iter().filter_map(|s| s.as_ann_assign_stmt()).filter_map(|a| a.target.as_name_expr());
                out.extend(fields.map(|n| n.id.to_string()));
            }
            _ => {}
        }
        for t in targets {
            attribute_targets(t, &mut out);
        }
    });
    out.retain(|name| crate::ir::Method::from_name(name).is_none());
    out
}

fn attribute_targets(t: &ast::Expr, out: &mut Vec<String>) {
    match t {
        ast::Expr::Attribute(a) => out.push(a.attr.to_string()),
        ast::Expr::Tuple(t) => t.elts.iter().for_each(|e| attribute_targets(e, out)),
        ast::Expr::List(l) => l.elts.iter().for_each(|e| attribute_targets(e, out)),
        ast::Expr::Starred(s) => attribute_targets(&s.value, out),
        _ => {}
    }
}

/// Visits every statement, descending into every block (`scope::for_each_stmt`'s) and into
/// the bodies of functions and classes.
fn visit_blocks(body: &[ast::Stmt], visit: &mut dyn FnMut(&ast::Stmt)) {
    super::scope::for_each_stmt(body, &mut |s| {
        visit(s);
        match s {
            ast::Stmt::FunctionDef(f) => visit_blocks(&f.body, visit),
            ast::Stmt::ClassDef(c) => visit_blocks(&c.body, visit),
            _ => {}
        }
    });
}
