"""The text `argparse`'s parsers show: usage lines wrapped as CPython's `HelpFormatter` wraps
them at 78 columns, help sections with the help column at most at 24, and the metavars and
argument names errors and help use. Read as one module with `argparse.py`."""


def _metavar_of(action, default_metavar):
    if action.metavar is not None:
        return action.metavar
    if action.choices is not None:
        return "{" + ",".join([str(c) for c in action.choices]) + "}"
    return default_metavar


def _args_text(action, default_metavar):
    m = _metavar_of(action, default_metavar)
    if isinstance(m, tuple):
        names = m
    else:
        names = (m,) * (action.nargs if isinstance(action.nargs, int) else 2)
    nargs = action.nargs
    if nargs is None:
        return f"{names[0]}"
    if nargs == OPTIONAL:
        return f"[{names[0]}]"
    if nargs == ZERO_OR_MORE:
        if len(names) == 2:
            return f"[{names[0]} [{names[1]} ...]]" if isinstance(m, tuple) else f"[{names[0]} ...]"
        return f"[{names[0]} ...]"
    if nargs == ONE_OR_MORE:
        return f"{names[0]} [{names[1]} ...]"
    if nargs == REMAINDER:
        return "..."
    if nargs == "A...":
        return f"{names[0]} ..."
    return " ".join([str(n) for n in names[:nargs]])


def _default_metavar(action):
    if action.option_strings:
        return action.dest.upper()
    return action.dest


def _invocation(action):
    if not action.option_strings:
        return _metavar_of(action, _default_metavar(action))
    if action.nargs == 0:
        return ", ".join(action.option_strings)
    args = _args_text(action, _default_metavar(action))
    return ", ".join([f"{s} {args}" for s in action.option_strings])


def _lines(parts, indent, prefix):
    lines = []
    line = []
    line_len = len(prefix) - 1 if prefix is not None else len(indent) - 1
    for part in parts:
        if line_len + 1 + len(part) > _WIDTH - 2 and line:
            lines.append(indent + " ".join(line))
            line = []
            line_len = len(indent) - 1
        line.append(part)
        line_len += len(part) + 1
    if line:
        lines.append(indent + " ".join(line))
    if prefix is not None:
        lines[0] = lines[0][len(indent) :]
    return lines



def _write(text, file):
    if file is None:
        print(text, end="")
    else:
        print(text, end="", file=file)


def _invocation_of(action):
    if action.kind == "parsers":
        return _metavar_of(action, "{" + ",".join(action.choices) + "}")
    return _invocation(action)



def _usage_part_of(parser, action):
    if not action.option_strings:
        if action.kind == "parsers":
            return _args_text(action, _metavar_of(action, ""))
        return _args_text(action, _default_metavar(action))
    if action.nargs == 0:
        return action.option_strings[0]
    return f"{action.option_strings[0]} {_args_text(action, _default_metavar(action))}"


def _usage_parts(parser, optionals):
    parts = []
    done = []
    for action in parser._actions:
        if action.help == SUPPRESS or action in done:
            continue
        if (not action.option_strings) == optionals:
            continue
        group = action.exclusive
        if group is not None and len(group.actions) > 1 and optionals:
            shown = [a for a in group.actions if a.help != SUPPRESS]
            inner = " | ".join([_usage_part_of(parser, a) for a in shown])
            parts.append(f"({inner})" if group.required else f"[{inner}]")
            done.extend(group.actions)
            continue
        part = _usage_part_of(parser, action)
        if action.option_strings and not action.required:
            part = f"[{part}]"
        parts.append(part)
    return parts


def _usage_text(parser):
    prefix = "usage: "
    if parser.usage is not None:
        return prefix + parser.usage.replace("%(prog)s", parser.prog)
    optional_parts = _usage_parts(parser, True)
    positional_parts = _usage_parts(parser, False)
    text = " ".join([p for p in [parser.prog] + optional_parts + positional_parts if p])
    if len(prefix) + len(text) > _WIDTH - 2:
        if len(prefix) + len(parser.prog) <= 0.75 * (_WIDTH - 2):
            indent = " " * (len(prefix) + len(parser.prog) + 1)
            if optional_parts:
                lines = _lines([parser.prog] + optional_parts, indent, prefix)
                lines.extend(_lines(positional_parts, indent, None))
            elif positional_parts:
                lines = _lines([parser.prog] + positional_parts, indent, prefix)
            else:
                lines = [parser.prog]
        else:
            indent = " " * len(prefix)
            lines = _lines(optional_parts + positional_parts, indent, None)
            if len(lines) > 1:
                lines = _lines(optional_parts, indent, None)
                lines.extend(_lines(positional_parts, indent, None))
            lines = [parser.prog] + lines
        text = "\n".join(lines)
    return prefix + text


def _format_help(parser):
    out = [_usage_text(parser) + "\n"]
    if parser.description:
        out.append("\n" + _fill(" ".join(parser.description.split()), _WIDTH) + "\n")
    shown = [a for a in parser._actions if a.help != SUPPRESS]
    width = 0
    for action in shown:
        width = max(width, len(_invocation_of(action)) + 2)
        if action.kind == "parsers" and parser._subparsers is not None:
            for name, helptext in parser._subparsers.helps:
                width = max(width, len(name) + 4)
    position = min(width + 2, _MAX_HELP_POSITION)
    positional = [a for a in shown if not a.option_strings and a.group is None]
    optional = [a for a in shown if a.option_strings and a.group is None]
    if positional:
        out.append("\npositional arguments:\n")
        out.extend([_help_item(parser, a, position) for a in positional])
    if optional:
        out.append("\noptions:\n")
        out.extend([_help_item(parser, a, position) for a in optional])
    for group in parser._groups:
        entries = [a for a in group.actions if a.help != SUPPRESS]
        if not entries and not group.description:
            continue
        out.append(f"\n{group.title}:\n" if group.title is not None else "\n")
        if group.description:
            out.append(_fill(" ".join(group.description.split()), _WIDTH, initial_indent="  ", subsequent_indent="  ") + "\n\n")
        out.extend([_help_item(parser, a, position) for a in entries])
    if parser.epilog:
        out.append("\n" + _fill(" ".join(parser.epilog.split()), _WIDTH) + "\n")
    return "".join(out)


def _help_item(parser, action, position):
    text = _entry("  ", _invocation_of(action), _expand_help(parser, action), position)
    if action.kind == "parsers" and parser._subparsers is not None:
        for name, helptext in parser._subparsers.helps:
            text += _entry("    ", name, helptext, position)
    return text


def _entry(indent, invocation, helptext, position):
    if helptext is None:
        return indent + invocation + "\n"
    lines = _wrap(" ".join(helptext.split()), max(_WIDTH - position, 11))
    if len(indent) + len(invocation) <= position - 2:
        head = indent + invocation + " " * (position - len(indent) - len(invocation))
        first = head + lines[0] + "\n" if lines else head.rstrip() + "\n"
    else:
        first = indent + invocation + "\n"
        if lines:
            first += " " * position + lines[0] + "\n"
    return first + "".join([" " * position + line + "\n" for line in lines[1:]])


def _expand_help(parser, action):
    text = action.help
    if text is None or "%" not in text:
        return text
    params = {
        "prog": parser.prog,
        "default": action.default,
        "dest": action.dest,
        "type": None if action.type is None else _type_name(action.type),
        "choices": None if action.choices is None else ", ".join([str(c) for c in action.choices]),
        "metavar": action.metavar,
        "nargs": action.nargs,
        "const": action.const,
        "required": action.required,
        "help": action.help,
    }
    return text % params
