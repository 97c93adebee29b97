//! The concrete domain's traceback objects (`sema/tb_objects.rs` decides their frames): a
//! traceback at one frame of the list, that frame as a frame object, and its code object,
//! each a native object with CPython's attribute names and no methods.

use super::contract_object::ContractObject;
use super::Value;
use crate::ir::{Method, PyExc, ReceiverType};
use crate::sema::{Fault, TracebackFrame};
use crate::source::Span;
use std::any::Any;
use std::rc::Rc;

type Kwargs = Vec<(Rc<str>, Value)>;

/// What a native traceback value stands for at `frames[index]`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Part {
    /// The traceback object (`tb_lineno`, `tb_frame`, `tb_next`).
    Traceback,
    /// Its `tb_frame` (`f_code`, `f_lineno`).
    Frame,
    /// The frame's `f_code` (`co_name`, `co_filename`).
    Code,
}

/// A traceback, frame or code object over a traceback's frames, outermost first.
#[derive(Debug)]
pub struct TracebackObj {
    frames: Rc<[TracebackFrame]>,
    index: usize,
    part: Part,
}

/// A traceback object at `frames[index]`.
pub fn traceback(frames: Rc<[TracebackFrame]>, index: usize) -> Value {
    native(frames, index, Part::Traceback)
}

/// The frames and position of a traceback object (not of its frame or code objects).
pub fn as_traceback(v: &Value) -> Option<(Rc<[TracebackFrame]>, usize)> {
    let Value::Contract(c) = v else { return None };
    let tb = c.as_any().downcast_ref::<TracebackObj>()?;
    (tb.part == Part::Traceback).then(|| (tb.frames.clone(), tb.index))
}

fn native(frames: Rc<[TracebackFrame]>, index: usize, part: Part) -> Value {
    Value::Contract(Rc::new(Box::new(TracebackObj { frames, index, part })))
}

impl TracebackObj {
    fn frame(&self) -> Option<&TracebackFrame> {
        self.frames.get(self.index)
    }
}

impl ContractObject for TracebackObj {
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn type_name(&self) -> &'static str {
        match self.part {
            Part::Traceback => "traceback",
            Part::Frame => "frame",
            Part::Code => "code",
        }
    }
    fn describe(&self) -> String {
        // CPython shows an address; the frame's place stands in for it.
        let (name, line) = self.frame().map_or(("?", 0), |f| (&*f.text.name, f.text.lineno));
        format!("<{} object of {name} at line {line}>", self.type_name())
    }
    fn has_relation_methods(&self) -> bool {
        false
    }
    fn native(&self) -> Option<ReceiverType> {
        Some(ReceiverType::Traceback)
    }
    fn call_method(&self, _m: Method, _args: Vec<Value>, _kwargs: Kwargs, _at: Span) -> Option<Result<Value, Fault>> {
        None
    }
    fn attribute(&self, name: &str, at: Span) -> Result<Value, Fault> {
        let Some(frame) = self.frame() else { return Err(Fault::internal("a traceback past its frames", at)) };
        let lineno = Value::Int(i64::from(frame.text.lineno));
        Ok(match (self.part, name) {
            (Part::Traceback, "tb_lineno") | (Part::Frame, "f_lineno") => lineno,
            (Part::Traceback, "tb_frame") => native(self.frames.clone(), self.index, Part::Frame),
            (Part::Traceback, "tb_next") if self.index + 1 < self.frames.len() => {
                traceback(self.frames.clone(), self.index + 1)
            }
            (Part::Traceback, "tb_next") => Value::None,
            (Part::Frame, "f_code") => native(self.frames.clone(), self.index, Part::Code),
            (Part::Code, "co_name") => Value::str(&*frame.text.name),
            (Part::Code, "co_filename") => Value::str(frame.text.filename.as_str()),
            (Part::Traceback, "tb_lasti") | (Part::Frame, "f_locals" | "f_globals" | "f_back" | "f_lasti") => {
                return Err(Fault::unsupported(
                    format!(
                        "`{}.{name}` is not modelled: read `tb_lineno`, `tb_next` and `tb_frame.f_code.co_name`",
                        self.type_name()
                    ),
                    at,
                ))
            }
            _ => {
                let message = format!("'{}' object has no attribute '{name}'", self.type_name());
                return Err(Fault::exc(PyExc::AttributeError, message, at));
            }
        })
    }
    fn index(&self, _key: Value, at: Span) -> Result<Value, Fault> {
        Err(Fault::type_error(format!("'{}' object is not subscriptable", self.type_name()), at))
    }
}
