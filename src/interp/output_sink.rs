//! Where a concrete run's printed text and `sys.stderr` text go: kept on the domain, and
//! handed as they are written to the sinks a caller gave (`clauz3 run` shows them live).

use super::Concrete;

/// A receiver of a run's printed text, called once per `print` (and per effect body's output).
#[derive(Clone)]
pub struct OutputSink(pub std::sync::Arc<dyn Fn(&str) + Send + Sync>);

impl std::fmt::Debug for OutputSink {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("OutputSink(..)")
    }
}

impl Concrete<'_> {
    /// Also hands printed text to `sink` as it is printed.
    pub fn with_echo(self, sink: Option<OutputSink>) -> Self {
        Concrete { echo: sink, ..self }
    }

    /// Also hands text written to `sys.stderr` to `sink` as it is written.
    pub fn with_error_echo(self, sink: Option<OutputSink>) -> Self {
        Concrete { error_echo: sink, ..self }
    }

    /// Records text written to `sys.stderr` (and echoes it).
    pub(super) fn emit_error(&mut self, text: &str) {
        self.errors.push_str(text);
        if let Some(sink) = &self.error_echo {
            (sink.0)(text);
        }
    }

    /// Records printed text (and echoes it).
    #[inline]
    pub(super) fn emit(&mut self, text: &str) {
        self.output.push_str(text);
        if let Some(sink) = &self.echo {
            (sink.0)(text);
        }
    }
}
