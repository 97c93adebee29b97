//! Tracebacks of exception groups as CPython 3.11 prints them (`traceback.TracebackException.
//! format` with its `_ExceptionPrintContext`): a group's own frames under `Exception Group
//! Traceback (most recent call last):`, its last line and notes, then each sub-exception in a
//! box numbered `+---------------- 1 ----------------`, every line inside prefixed by `| `
//! two columns further in per level of nesting; more than 15 sub-exceptions end with `and n
//! more exceptions`, groups nested deeper than 10 are cut short. Chained exceptions
//! (`__cause__`, `__context__`) of a sub-exception print inside its box.

use super::traceback::{exception_frames, FrameText};
use super::{Domain, Evaluator, Val};
use crate::ir::ClassDef;
use crate::source::Span;
use std::rc::Rc;

const MAX_GROUP_WIDTH: usize = 15;
const MAX_GROUP_DEPTH: usize = 10;

/// Where the printing is: how deep in groups, and whether a box is left to close.
struct PrintContext {
    depth: usize,
    need_close: bool,
    out: String,
}

impl PrintContext {
    fn indent(&self) -> String {
        " ".repeat(2 * self.depth)
    }

    /// `text` with each line prefixed by the indent and margin (`|`, or `+` for a top-level
    /// group's first line).
    fn emit(&mut self, text: &str, margin: char) {
        let mut prefix = self.indent();
        if self.depth > 0 {
            prefix.push(margin);
            prefix.push(' ');
        }
        for line in text.split_inclusive('\n') {
            self.out.push_str(&prefix);
            self.out.push_str(line);
        }
    }
}

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// The model's `BaseExceptionGroup`, if the program loads it.
    pub(super) fn group_class(&self) -> Option<Rc<ClassDef>> {
        self.program
            .classes
            .iter()
            .find(|c| {
                &*c.name == "BaseExceptionGroup"
                    && c.home.as_ref().is_some_and(|h| h.model == crate::ir::EXCEPTION_GROUPS_MODULE)
            })
            .cloned()
    }

    /// The sub-exceptions of `v` when it is an exception group.
    fn group_members(&mut self, v: &Val<D>) -> Option<Vec<Val<D>>> {
        let groups = self.group_class()?;
        let obj = self.domain.as_object(v)?;
        if !obj.class.is_subclass_of(&groups) {
            return None;
        }
        let at = Span::default();
        let excs = self.get_attribute(v.clone(), "exceptions", at).ok()?;
        self.collect(excs, at).ok()
    }

    /// Whether the uncaught exception `v`, or one it is chained to, is an exception group,
    /// which only [`Self::group_traceback`] prints.
    pub(super) fn needs_group_traceback(&mut self, v: &Val<D>) -> bool {
        let mut link = Some(v.clone());
        let mut seen: Vec<Val<D>> = Vec::new();
        while let Some(current) = link.take() {
            if seen.iter().any(|s| self.same_exception(s, &current)) {
                return false;
            }
            if self.group_members(&current).is_some() {
                return true;
            }
            let (cause, context, suppress) = self.chain_parts(&current);
            link = cause.or(if suppress { None } else { context });
            seen.push(current);
        }
        false
    }

    /// The whole report of the uncaught exception `v`, whose own frames are `frames`.
    pub(super) fn group_traceback(&mut self, v: &Val<D>, frames: Vec<FrameText>) -> String {
        let mut ctx = PrintContext { depth: 0, need_close: false, out: String::new() };
        let mut seen = Vec::new();
        self.format_exception(v, Some(frames), &mut ctx, &mut seen);
        ctx.out
    }

    /// `TracebackException.format` of `v` with its chain; `frames` overrides its own.
    fn format_exception(
        &mut self,
        v: &Val<D>,
        frames: Option<Vec<FrameText>>,
        ctx: &mut PrintContext,
        seen: &mut Vec<Val<D>>,
    ) {
        // The chain, innermost last: each exception with the sentence joining it to the next.
        let mut chain: Vec<(Option<&'static str>, Val<D>)> = Vec::new();
        let mut link = Some((None, v.clone()));
        seen.push(v.clone());
        while let Some((joint, current)) = link.take() {
            let (cause, context, suppress) = self.chain_parts(&current);
            let next = match (cause, context) {
                (Some(cause), _) => {
                    Some((Some("\nThe above exception was the direct cause of the following exception:\n\n"), cause))
                }
                (None, Some(context)) if !suppress => {
                    Some((Some("\nDuring handling of the above exception, another exception occurred:\n\n"), context))
                }
                _ => None,
            };
            chain.push((joint, current));
            if let Some((joint, linked)) = next {
                if !seen.iter().any(|s| self.same_exception(s, &linked)) {
                    seen.push(linked.clone());
                    link = Some((joint, linked));
                }
            }
        }
        let mut frames = frames;
        for (k, (joint, exc)) in chain.into_iter().enumerate().rev() {
            let own = if k == 0 { frames.take() } else { None };
            self.format_one(&exc, own, ctx, seen);
            // The sentence joining `exc` to the exception it is chained to, printed next.
            if let Some(joint) = joint {
                ctx.emit(joint, '|');
            }
        }
    }

    /// One exception without its chain: a plain one, or a group with its boxes.
    fn format_one(
        &mut self,
        v: &Val<D>,
        frames: Option<Vec<FrameText>>,
        ctx: &mut PrintContext,
        seen: &mut Vec<Val<D>>,
    ) {
        let frames = frames.unwrap_or_else(|| exception_frames(self.program, &self.traceback_of(v)));
        let stack = super::traceback::format_list(&frames);
        let only = format!("{}{}", self.exception_line(v), self.notes_text(v));
        let Some(members) = self.group_members(v) else {
            if !frames.is_empty() {
                ctx.emit("Traceback (most recent call last):\n", '|');
                ctx.emit(&stack, '|');
            }
            ctx.emit(&only, '|');
            return;
        };
        if ctx.depth > MAX_GROUP_DEPTH {
            ctx.emit(&format!("... (max_group_depth is {MAX_GROUP_DEPTH})\n"), '|');
            return;
        }
        let toplevel = ctx.depth == 0;
        if toplevel {
            ctx.depth += 1;
        }
        if !frames.is_empty() {
            ctx.emit("Exception Group Traceback (most recent call last):\n", if toplevel { '+' } else { '|' });
            ctx.emit(&stack, '|');
        }
        ctx.emit(&only, '|');
        let n = members.len().min(MAX_GROUP_WIDTH + 1);
        ctx.need_close = false;
        for (i, member) in members.iter().take(n).enumerate() {
            let last = i == n - 1;
            if last {
                ctx.need_close = true;
            }
            let truncated = i >= MAX_GROUP_WIDTH;
            let title = if truncated { "...".to_owned() } else { (i + 1).to_string() };
            let corner = if i == 0 { "+-" } else { "  " };
            ctx.out.push_str(&format!("{}{corner}+---------------- {title} ----------------\n", ctx.indent()));
            ctx.depth += 1;
            if truncated {
                let remaining = members.len() - MAX_GROUP_WIDTH;
                let plural = if remaining > 1 { "s" } else { "" };
                ctx.emit(&format!("and {remaining} more exception{plural}\n"), '|');
            } else {
                self.format_exception(member, None, ctx, seen);
            }
            if last && ctx.need_close {
                ctx.out.push_str(&format!("{}+------------------------------------\n", ctx.indent()));
                ctx.need_close = false;
            }
            ctx.depth -= 1;
        }
        if toplevel {
            ctx.depth = 0;
        }
    }
}
