"""`textwrap.TextWrapper` for agent programs: the options as attributes a program may read
and change between calls, and `wrap`/`fill` through the functions-only half
(`pure/textwrap.py`), which wraps line for line as CPython's `TextWrapper` does."""

from textwrap import wrap as _wrap


class TextWrapper:
    def __init__(
        self,
        width=70,
        initial_indent="",
        subsequent_indent="",
        expand_tabs=True,
        replace_whitespace=True,
        fix_sentence_endings=False,
        break_long_words=True,
        drop_whitespace=True,
        break_on_hyphens=True,
        tabsize=8,
        *,
        max_lines=None,
        placeholder=" [...]",
    ):
        self.width = width
        self.initial_indent = initial_indent
        self.subsequent_indent = subsequent_indent
        self.expand_tabs = expand_tabs
        self.replace_whitespace = replace_whitespace
        self.fix_sentence_endings = fix_sentence_endings
        self.break_long_words = break_long_words
        self.drop_whitespace = drop_whitespace
        self.break_on_hyphens = break_on_hyphens
        self.tabsize = tabsize
        self.max_lines = max_lines
        self.placeholder = placeholder

    def wrap(self, text):
        return _wrap(
            text,
            self.width,
            initial_indent=self.initial_indent,
            subsequent_indent=self.subsequent_indent,
            expand_tabs=self.expand_tabs,
            replace_whitespace=self.replace_whitespace,
            fix_sentence_endings=self.fix_sentence_endings,
            break_long_words=self.break_long_words,
            drop_whitespace=self.drop_whitespace,
            break_on_hyphens=self.break_on_hyphens,
            tabsize=self.tabsize,
            max_lines=self.max_lines,
            placeholder=self.placeholder,
        )

    def fill(self, text):
        return "\n".join(self.wrap(text))
