//! Tracebacks as CPython 3.11 prints them: the frames an exception passed through (kept on
//! the fault as it leaves frames, and on the exception object when it is caught, see
//! `fault::Trace`), the running frames (`Evaluator::calls`), and each frame's file, line,
//! function, source line and carets. The text depends only on the program's source and
//! path, so both domains give the same constants. Frames inside clauz3's models of
//! standard-library modules are left out: the traceback ends at the program's call, where
//! CPython would go on into the library's own files.

use super::{Domain, Evaluator, Fault, TbEntry, Val};
use crate::ir::{Builtin, Const, Program};
use crate::source::{SourceFile, Span};
use std::rc::Rc;

/// One frame as `traceback.FrameSummary` holds it, with the caret line CPython prints under
/// the source line (empty when it prints none).
#[derive(Debug, Clone)]
pub struct FrameText {
    pub filename: String,
    pub lineno: u32,
    pub name: Rc<str>,
    pub line: String,
    pub carets: String,
}

impl FrameText {
    /// `traceback.format_list`'s text of the frame.
    pub fn format(&self) -> String {
        let mut out = format!("  File \"{}\", line {}, in {}\n", self.filename, self.lineno, self.name);
        if !self.line.is_empty() {
            out.push_str(&format!("    {}\n", self.line));
            if !self.carets.is_empty() {
                out.push_str(&self.carets);
                out.push('\n');
            }
        }
        out
    }
}

/// The frame of function `name` at `span`, with carets when `carets` (tracebacks have them,
/// stacks do not).
pub fn frame_text(program: &Program, span: Span, name: &Rc<str>, carets: bool) -> Option<FrameText> {
    let file = program.traceback.sources.get(span.file)?;
    let filename = if file.name == *program.script { program.traceback.name.to_string() } else { file.name.clone() };
    let start = file.line_col(span.start);
    let raw = file.line_text(start.line);
    let line = raw.trim_matches(is_py_space).to_owned();
    let carets = if carets { caret_line(file, span, raw) } else { String::new() };
    Some(FrameText { filename, lineno: start.line, name: code_name(name), line, carets })
}

/// CPython's `co_name` of a function: a lambda is `<lambda>` (clauz3 tells them apart by
/// place, `<lambda at 182>`), a property's getter its own name (`Parser.first`: `first`).
fn code_name(name: &Rc<str>) -> Rc<str> {
    match name.split_once(" at ") {
        Some((head, _)) if name.starts_with('<') => Rc::from(format!("{head}>")),
        Some(_) | None if name.starts_with('<') => name.clone(),
        Some(_) | None => name.rsplit_once('.').map_or_else(|| name.clone(), |(_, last)| Rc::from(last)),
    }
}

/// Python's `str.strip()` whitespace, as far as source lines hold it.
fn is_py_space(c: char) -> bool {
    matches!(c, ' ' | '\t' | '\x0c' | '\x0b' | '\r' | '\n')
}

/// CPython 3.11 underlines the failing expression with `^` unless it covers the whole
/// (stripped) line; an expression going on past its first line is underlined to that line's
/// end. A binary operation or a subscript on one line is always underlined, its operator or
/// brackets with `^` and the rest with `~` (`caret_anchors`).
fn caret_line(file: &SourceFile, span: Span, raw: &str) -> String {
    let start = file.line_col(span.start);
    let end = file.line_col(span.end);
    let leading = raw.chars().take_while(|c| is_py_space(*c)).count();
    let stripped = raw.trim_matches(is_py_space).chars().count();
    let from = start.column as usize - 1;
    let to = if end.line == start.line { end.column as usize - 1 } else { leading + stripped };
    if to <= from || from < leading {
        return String::new();
    }
    let segment: String = raw.chars().skip(from).take(to - from).collect();
    let split = if end.line == start.line { super::caret_anchors::anchors(&segment) } else { None };
    let marks = match split {
        Some((left, right)) if right > left && right <= to - from => {
            format!("{}{}{}", "~".repeat(left), "^".repeat(right - left), "~".repeat(to - from - right))
        }
        Some(_) | None if to - from >= stripped => return String::new(),
        Some(_) | None => "^".repeat(to - from),
    };
    format!("    {}{marks}", " ".repeat(from - leading))
}

/// The traceback's frames, outermost first, with the `<module>` frame of the program's entry
/// call of `target` when it has one (what `python3 program.py` shows first).
pub fn exception_frames(program: &Program, entries: &[TbEntry]) -> Vec<FrameText> {
    entries.iter().rev().filter_map(|e| frame_text(program, e.span, &e.func, true)).collect()
}

/// `traceback.format_list`: the frames, a run of more than three of one place (a recursion)
/// folded into `[Previous line repeated n more times]`.
pub(super) fn format_list(frames: &[FrameText]) -> String {
    let mut out = String::new();
    let mut last: Option<(&str, u32, &str)> = None;
    let mut count = 0usize;
    let folded = |n: usize| format!("  [Previous line repeated {n} more time{}]\n", if n > 1 { "s" } else { "" });
    for f in frames {
        let key = (f.filename.as_str(), f.lineno, &*f.name);
        if last != Some(key) {
            if count > 3 {
                out.push_str(&folded(count - 3));
            }
            last = Some(key);
            count = 0;
        }
        count += 1;
        if count <= 3 {
            out.push_str(&f.format());
        }
    }
    if count > 3 {
        out.push_str(&folded(count - 3));
    }
    out
}

fn last_line(name: &str, text: &str) -> String {
    if text.is_empty() {
        format!("{name}\n")
    } else {
        format!("{name}: {text}\n")
    }
}

/// `entries` (innermost first) without the frame of the plain function an `async def` entry
/// point runs under (`syntax/async_entry.rs`), whose `asyncio.run(...)` stands where the
/// module's entry call does: CPython's traceback goes from the `<module>` frame into
/// `asyncio`'s own files, then the coroutine's frame.
fn without_entry_wrapper<'e>(program: &Program, entries: &'e [super::TbEntry]) -> &'e [super::TbEntry] {
    let wraps = |e: &super::TbEntry| {
        program
            .traceback
            .entry_sites
            .iter()
            .any(|(_, site)| site.file == e.span.file && site.start <= e.span.start && e.span.end <= site.end)
    };
    match entries.split_last() {
        Some((outer, inner)) if wraps(outer) => inner,
        _ => entries,
    }
}

/// The `<module>` frame of an entry call of function `target`, if the program makes one.
pub fn module_frame(program: &Program, target: &str) -> Option<FrameText> {
    let (_, span) = program.traceback.entry_sites.iter().find(|(name, _)| &**name == target)?;
    frame_text(program, *span, &Rc::from("<module>"), true)
}

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// An exception leaving comprehension `at` passes through its own frame (`name`), unless
    /// it was raised computing the first iterable, which CPython computes in the enclosing
    /// frame.
    pub(super) fn comprehension_frame(
        &self,
        mut fault: Fault,
        name: Option<&'static str>,
        at: Span,
        first_iter: Option<Span>,
    ) -> Fault {
        let (Some(name), Some(_)) = (name, fault.exc_class()) else { return fault };
        let here = match fault.trace().site {
            super::TbSite::Raised => fault.span(),
            super::TbSite::At(span) => span,
            super::TbSite::Recorded => return fault,
        };
        let outer = first_iter.is_some_and(|i| i.file == here.file && i.start <= here.start && here.end <= i.end);
        if outer || here.file != at.file {
            return fault;
        }
        let program = self.program;
        fault.record_frame(&Rc::from(name), |s| program.modelled_module(s.file).is_none());
        fault.left_frame(at);
        fault
    }

    /// `<traceback>(e)`: exception `e`'s frames; `<stack>()`: the running ones. Each frame is
    /// a tuple `(filename, lineno, name, line, carets)`, outermost first. `<handling>()`: the
    /// exception being handled, or None.
    pub(super) fn frames_builtin(&mut self, b: Builtin, args: &[Val<D>], at: Span) -> Result<Val<D>, Fault> {
        if let (Builtin::Handling, []) = (b, args) {
            return match self.handled_exception() {
                Some(handled) => Ok(handled),
                None => self.domain.constant(&Const::None, at),
            };
        }
        let frames = match (b, args) {
            (Builtin::TracebackOf, [e]) if self.is_exception_object(e) => {
                exception_frames(self.program, &self.traceback_of(e))
            }
            (Builtin::TracebackOf, [tb]) if self.domain.as_traceback(tb).is_some() => {
                self.traceback_object_frames(tb).unwrap_or_default()
            }
            (Builtin::TracebackOf, [_]) => Vec::new(),
            (Builtin::Stack, []) => self.running_frames(at),
            _ => return Err(Fault::internal(format!("`{}` called with other arguments", b.name()), at)),
        };
        let mut items = Vec::with_capacity(frames.len());
        for f in frames {
            let fields = vec![
                self.text_const(&f.filename, at)?,
                self.domain.constant(&Const::Int(i64::from(f.lineno)), at)?,
                self.text_const(&f.name, at)?,
                self.text_const(&f.line, at)?,
                self.text_const(&f.carets, at)?,
            ];
            items.push(self.domain.build(super::BuildKind::Tuple, fields, at)?);
        }
        self.domain.build(super::BuildKind::List, items, at)
    }

    /// CPython's report of exception `fault` ending the run of `target`, on stderr: the
    /// chained exceptions first, then `Traceback (most recent call last):`, the frames from
    /// the `<module>` frame of the program's entry call, and the last line. `None` for a
    /// fault that is no Python exception.
    pub fn uncaught_traceback(&mut self, fault: &Fault, target: crate::ir::FuncId) -> Option<String> {
        let class = fault.exc_class()?.clone();
        let mut fault = fault.clone();
        let mut out = String::new();
        if let Some(v) = self.raised_object(&mut fault).filter(|v| self.needs_group_traceback(v)) {
            let program = self.program;
            let in_module = fault.trace().entries.last().is_some_and(|e| &*e.func == "<module>");
            let mut frames: Vec<FrameText> =
                module_frame(program, &program.function(target).name).filter(|_| !in_module).into_iter().collect();
            frames.extend(exception_frames(program, &fault.trace().entries));
            return Some(self.group_traceback(&v, frames));
        }
        if let Some(v) = self.raised_object(&mut fault) {
            let mut seen = vec![v.clone()];
            self.chained_text(&v, &mut seen, &mut out);
        }
        out.push_str("Traceback (most recent call last):\n");
        let program = self.program;
        // An exception computing a module-level value is raised in `<module>` itself, before
        // the entry call.
        let in_module = fault.trace().entries.last().is_some_and(|e| &*e.func == "<module>");
        let mut entries: &[super::TbEntry] = &fault.trace().entries;
        if let Some(f) = module_frame(program, &program.function(target).name).filter(|_| !in_module) {
            out.push_str(&f.format());
            entries = without_entry_wrapper(program, entries);
        }
        out.push_str(&format_list(&exception_frames(program, entries)));
        out.push_str(&last_line(&class.traceback_name(), fault.message()));
        if let Some(v) = self.raised_object(&mut fault) {
            out.push_str(&self.notes_text(&v));
        }
        Some(out)
    }

    /// The text of the exception `v` was raised from (`__cause__`) or while handling
    /// (`__context__`), each with its own traceback and the sentence joining it to `v`.
    fn chained_text(&mut self, v: &Val<D>, seen: &mut Vec<Val<D>>, out: &mut String) {
        let chain = self.chain_parts(v);
        let (linked, joint) = match chain {
            (Some(cause), _, _) => {
                (cause, "\nThe above exception was the direct cause of the following exception:\n\n")
            }
            (None, Some(context), false) => {
                (context, "\nDuring handling of the above exception, another exception occurred:\n\n")
            }
            (None, _, _) => return,
        };
        if seen.iter().any(|s| self.same_exception(s, &linked)) {
            return;
        }
        seen.push(linked.clone());
        self.chained_text(&linked, seen, out);
        let frames = exception_frames(self.program, &self.traceback_of(&linked));
        if !frames.is_empty() {
            out.push_str("Traceback (most recent call last):\n");
            out.push_str(&format_list(&frames));
        }
        out.push_str(&self.exception_line(&linked));
        out.push_str(&self.notes_text(&linked));
        out.push_str(joint);
    }

    /// `Type: message`, as `traceback.format_exception_only` writes it.
    pub(super) fn exception_line(&mut self, v: &Val<D>) -> String {
        let at = Span::default();
        let name = self
            .call_builtin(Builtin::Type, vec![v.clone()], Vec::new(), at)
            .and_then(|t| self.call_builtin(Builtin::Repr, vec![t], Vec::new(), at))
            .map(|r| self.domain.text(&r));
        let text = self.call_builtin(Builtin::Str, vec![v.clone()], Vec::new(), at).map(|t| self.domain.text(&t));
        let name = name.unwrap_or_default();
        let name = name.trim_start_matches("<class '").trim_end_matches("'>");
        let name = name.strip_prefix("__main__.").unwrap_or(name);
        last_line(name, &text.unwrap_or_else(|_| "<exception str() failed>".to_owned()))
    }

    /// The program's running frames, outermost first, the innermost at `at` (no carets, as
    /// `traceback.extract_stack` gives none).
    fn running_frames(&self, at: Span) -> Vec<FrameText> {
        let program = self.program;
        let mut out = Vec::new();
        if let Some(&(first, _)) = self.calls.first() {
            out.extend(module_frame(program, &program.function(first).name).map(|mut f| {
                f.carets.clear();
                f
            }));
        }
        for (k, &(id, _)) in self.calls.iter().enumerate() {
            let func = program.function(id);
            if program.modelled_module(func.span.file).is_some() {
                continue;
            }
            let here = self.calls.get(k + 1).map_or(at, |c| c.1);
            out.extend(frame_text(program, here, &program.frame_name(func), false));
        }
        out
    }
}
