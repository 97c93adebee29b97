"""`argparse` for agent programs: `ArgumentParser` with positionals and options (`store`,
`store_const`, `store_true`/`store_false`, `append`, `append_const`, `count`, `help`,
`version`), `nargs` (`?`, `*`, `+`, N), `type`, `choices`, `required`, `default`, `dest` and
`metavar`, mutually exclusive groups, argument groups and subparsers, `Namespace`, and the
usage, help and error text as CPython formats it for an 80-column terminal (a program's
output is never a terminal in clauz3, so CPython's width is its fallback, 78 columns).
`parse_args()` reads `sys.argv[1:]` (the arguments `clauz3 dry-run` was given after `--`; a
proof reading them is skipped); `prog` defaults to the program's file name. Errors print the usage and `prog: error: ...` to stderr and raise
`SystemExit(2)`, as in CPython; with `exit_on_error=False` an argument's error (a bad `type=`
value or choice, a missing value, an exclusive conflict) is raised as `ArgumentError` instead,
while missing required arguments, ambiguous and unrecognized options still exit, as in 3.11.

Not modelled: `parse_known_args`' intermixed forms, `fromfile_prefix_chars`, custom `Action`
classes and formatter classes (refused where used: they are not names of this module)."""

from re import match as _re_match
from textwrap import fill as _fill, wrap as _wrap

SUPPRESS = "==SUPPRESS=="
OPTIONAL = "?"
ZERO_OR_MORE = "*"
ONE_OR_MORE = "+"
REMAINDER = "..."
_WIDTH = 78
_MAX_HELP_POSITION = 24
# Where a command's parser leaves the arguments it did not take, as CPython names it.
_UNRECOGNIZED_ARGS = "_unrecognized_args"


class Namespace:
    def __init__(self, **kwargs):
        for name in kwargs:
            setattr(self, name, kwargs[name])

    def __repr__(self):
        fields = vars(self)
        parts = []
        for name in fields:
            if name.isidentifier():
                parts.append(f"{name}={fields[name]!r}")
        star = {}
        for name in fields:
            if not name.isidentifier():
                star[name] = fields[name]
        if star:
            parts.append(f"**{star!r}")
        return f"Namespace({', '.join(parts)})"

    def __eq__(self, other):
        if not isinstance(other, Namespace):
            return NotImplemented
        return vars(self) == vars(other)

    def __contains__(self, key):
        return key in vars(self)


class ArgumentError(Exception):
    def __init__(self, argument_name, message):
        self.argument_name = argument_name
        self.message = message
        super().__init__(argument_name, message)

    def __str__(self):
        if self.argument_name is None:
            return self.message
        return f"argument {self.argument_name}: {self.message}"


class ArgumentTypeError(Exception):
    pass


class _Action:
    def __init__(self, option_strings, dest, kind, nargs, const, default, type, choices, required, help, metavar):
        self.option_strings = option_strings
        self.dest = dest
        self.kind = kind
        self.nargs = nargs
        self.const = const
        self.default = default
        self.type = type
        self.choices = choices
        self.required = required
        self.help = help
        self.metavar = metavar
        self.group = None
        self.exclusive = None

    def __repr__(self):
        return (
            f"_StoreAction(option_strings={self.option_strings!r}, dest={self.dest!r}, nargs={self.nargs!r}, "
            f"const={self.const!r}, default={self.default!r}, type={self.type!r}, choices={self.choices!r}, "
            f"required={self.required!r}, help={self.help!r}, metavar={self.metavar!r})"
        )


def _nargs_range(nargs):
    # The fewest and most strings an action takes (-1: no bound).
    if nargs is None:
        return (1, 1)
    if nargs == OPTIONAL:
        return (0, 1)
    if nargs == ZERO_OR_MORE:
        return (0, -1)
    if nargs == ONE_OR_MORE:
        return (1, -1)
    if nargs == REMAINDER:
        return (0, -1)
    if nargs == "A...":
        return (1, -1)
    return (nargs, nargs)


def _type_name(t):
    if hasattr(t, "__name__"):
        return t.__name__
    return repr(t)


class _Group:
    # An argument group (`add_argument_group`) or a mutually exclusive group: both add their
    # arguments to the parser and are remembered on each action.
    def __init__(self, parser, title, description, exclusive, required):
        self.parser = parser
        self.title = title
        self.description = description
        self.exclusive = exclusive
        self.required = required
        self.actions = []
        self.exclusive_group = None

    def add_argument(self, *args, **kwargs):
        action = self.parser.add_argument(*args, **kwargs)
        if self.exclusive:
            if action.required:
                raise ValueError("mutually exclusive arguments must be optional")
            action.exclusive = self
        else:
            action.group = self
        self.actions.append(action)
        return action

    def add_mutually_exclusive_group(self, required=False):
        group = self.parser.add_mutually_exclusive_group(required=required)
        group.container = self
        return group


class _Subparsers:
    # What `add_subparsers()` returns: `add_parser(name)` makes the parser of a command.
    def __init__(self, action, prog):
        self.action = action
        self.prog = prog
        self.helps = []

    def add_parser(self, name, **kwargs):
        helptext = kwargs.pop("help", None)
        aliases = kwargs.pop("aliases", [])
        if "prog" not in kwargs:
            kwargs["prog"] = f"{self.prog} {name}"
        parser = ArgumentParser(**kwargs)
        self.action.choices[name] = parser
        for alias in aliases:
            self.action.choices[alias] = parser
        if helptext is not None:
            shown = name if not aliases else f"{name} ({', '.join(aliases)})"
            self.helps.append((shown, helptext))
        return parser


_KINDS = (
    "store",
    "store_const",
    "store_true",
    "store_false",
    "append",
    "append_const",
    "count",
    "help",
    "version",
    "extend",
)


class ArgumentParser:
    def __init__(
        self,
        prog=None,
        usage=None,
        description=None,
        epilog=None,
        parents=None,
        formatter_class=None,
        prefix_chars="-",
        fromfile_prefix_chars=None,
        argument_default=None,
        conflict_handler="error",
        add_help=True,
        allow_abbrev=True,
        exit_on_error=True,
    ):
        if prog is None:
            prog = _argv0().rsplit("/", 1)[-1]
        self.prog = prog
        self.usage = usage
        self.description = description
        self.epilog = epilog
        self.argument_default = argument_default
        self.allow_abbrev = allow_abbrev
        self.exit_on_error = exit_on_error
        self._actions = []
        self._groups = []
        self._exclusive = []
        self._subparsers = None
        self._defaults = {}
        if add_help:
            self.add_argument("-h", "--help", action="help", default=SUPPRESS, help="show this help message and exit")
        for parent in parents or []:
            for action in parent._actions:
                if action.kind != "help" or not add_help:
                    self._actions.append(action)
            self._defaults.update(parent._defaults)

    # Declaring arguments.

    def add_argument(self, *names, **kwargs):
        kind = kwargs.pop("action", "store")
        if kind not in _KINDS:
            raise ValueError(f"unknown action {kind!r}")
        if not names or (len(names) == 1 and not names[0].startswith("-")):
            if len(names) != 1:
                raise TypeError("add_argument() needs a name or option strings")
            if "dest" in kwargs:
                raise ValueError("dest supplied twice for positional argument")
            option_strings = []
            dest = names[0]
            required = kwargs.get("nargs") not in (OPTIONAL, ZERO_OR_MORE)
            if kwargs.get("nargs") == ZERO_OR_MORE and "default" in kwargs:
                required = False
        else:
            option_strings = []
            long_name = None
            for name in names:
                if not name.startswith("-"):
                    raise ValueError(
                        f"invalid option string {name!r}: must start with a character {'-'!r}"
                    )
                option_strings.append(name)
                if long_name is None and name.startswith("--"):
                    long_name = name
            dest = kwargs.pop("dest", None)
            if dest is None:
                dest = (long_name if long_name is not None else option_strings[0]).lstrip("-").replace("-", "_")
            required = kwargs.get("required", False)
        for name in option_strings:
            for other in self._actions:
                if name in other.option_strings:
                    raise ArgumentError(
                        "/".join(option_strings), f"conflicting option string: {name}"
                    )
        nargs = kwargs.get("nargs", None)
        const = kwargs.get("const", None)
        default = kwargs.get("default", self.argument_default)
        if kind in ("store_true", "store_false", "store_const", "append_const", "count", "help", "version"):
            if "nargs" in kwargs:
                raise TypeError(f"__init__() got an unexpected keyword argument 'nargs'")
            nargs = 0
        if kind == "store_true":
            const = True
            if "default" not in kwargs:
                default = False
        if kind == "store_false":
            const = False
            if "default" not in kwargs:
                default = True
        if kind == "help" and "default" not in kwargs:
            default = SUPPRESS
        if kind == "version":
            if "default" not in kwargs:
                default = SUPPRESS
            const = kwargs.get("version")
        if nargs == 0 and kind in ("store", "append", "extend"):
            raise ValueError(
                "nargs for store actions must be != 0; if you have nothing to store, actions such as store true or store const may be more appropriate"
            )
        helptext = kwargs.get("help")
        if kind == "version" and helptext is None:
            helptext = "show program's version number and exit"
        action = _Action(
            option_strings,
            dest,
            kind,
            nargs,
            const,
            default,
            kwargs.get("type"),
            kwargs.get("choices"),
            required,
            helptext,
            kwargs.get("metavar"),
        )
        action.exclusive = None
        self._actions.append(action)
        return action

    def add_argument_group(self, title=None, description=None):
        group = _Group(self, title, description, False, False)
        self._groups.append(group)
        return group

    def add_mutually_exclusive_group(self, required=False):
        group = _Group(self, None, None, True, required)
        self._exclusive.append(group)
        return group

    def add_subparsers(self, title=None, description=None, dest=None, required=False, help=None, metavar=None):
        if self._subparsers is not None:
            self.error("cannot have multiple subparser arguments")
        action = _Action([], dest if dest is not None else SUPPRESS, "parsers", "A...", None, None, None, {}, required, help, metavar)
        action.exclusive = None
        positionals = [_usage_part_of(self, a) for a in self._actions if not a.option_strings]
        prog = " ".join([self.prog] + [a.option_strings[0] for a in self._actions if a.required and a.option_strings] + positionals)
        self._actions.append(action)
        self._subparsers = _Subparsers(action, prog)
        if title is not None or description is not None:
            group = self.add_argument_group(title if title is not None else "subcommands", description)
            group.actions.append(action)
            action.group = group
        return self._subparsers

    def set_defaults(self, **kwargs):
        self._defaults.update(kwargs)
        for action in self._actions:
            if action.dest in kwargs:
                action.default = kwargs[action.dest]

    def get_default(self, dest):
        for action in self._actions:
            if action.dest == dest and action.default is not None:
                return action.default
        return self._defaults.get(dest)

    # Parsing.

    def parse_args(self, args=None, namespace=None):
        namespace, extras = self.parse_known_args(args, namespace)
        if extras:
            self.error(f"unrecognized arguments: {' '.join(extras)}")
        return namespace

    def parse_known_args(self, args=None, namespace=None):
        if args is None:
            args = _argv()[1:]
        else:
            args = list(args)
        if namespace is None:
            namespace = Namespace()
        for action in self._actions:
            if action.dest != SUPPRESS and not hasattr(namespace, action.dest) and action.default != SUPPRESS:
                setattr(namespace, action.dest, action.default)
        for dest in self._defaults:
            if not hasattr(namespace, dest):
                setattr(namespace, dest, self._defaults[dest])
        if not self.exit_on_error:
            extras = self._parse(args, namespace)
        else:
            try:
                extras = self._parse(args, namespace)
            except ArgumentError as err:
                self.error(str(err))
        # What a command's parser did not take was left on the namespace for this parser
        # to return (or, through `parse_args`, to refuse under its own name), as CPython does.
        if hasattr(namespace, _UNRECOGNIZED_ARGS):
            extras.extend(getattr(namespace, _UNRECOGNIZED_ARGS))
            delattr(namespace, _UNRECOGNIZED_ARGS)
        return (namespace, extras)

    def _option_for(self, arg):
        # The action, option string and explicit value an argument names, or None where the
        # argument is a positional value; an unknown option gives the action None.
        if not arg or arg[0] != "-" or arg == "-":
            return None
        options = {}
        for action in self._actions:
            for name in action.option_strings:
                options[name] = action
        if arg in options:
            return (options[arg], arg, None)
        if len(arg) == 1:
            return None
        if "=" in arg:
            name, value = arg.split("=", 1)
            if name in options:
                return (options[name], name, value)
        if self.allow_abbrev or not arg.startswith("--"):
            matches = self._prefix_matches(arg, options)
            if len(matches) > 1:
                found = ", ".join([m[1] for m in matches])
                # CPython reports these three through `error` itself, so they exit even
                # with `exit_on_error=False`.
                self.error(f"ambiguous option: {arg} could match {found}")
            if len(matches) == 1:
                return matches[0]
        if _looks_negative(arg) and not any([_looks_negative(n) for n in options]):
            return None
        if " " in arg:
            return None
        return (None, arg, None)

    def _prefix_matches(self, arg, options):
        found = []
        if arg.startswith("--"):
            if "=" in arg:
                prefix, value = arg.split("=", 1)
            else:
                prefix, value = arg, None
            for name in options:
                if name.startswith(prefix):
                    found.append((options[name], name, value))
        else:
            short = arg[:2]
            rest = arg[2:]
            for name in options:
                if name == short:
                    found.append((options[name], name, rest))
                elif self.allow_abbrev and name.startswith(arg):
                    found.append((options[name], name, None))
        return found

    def _parse(self, args, namespace):
        # CPython's algorithm: mark each argument `O` (an option) or `A` (a value); runs of
        # values are matched against the positionals still waiting, options take what they
        # need from the values after them.
        kinds = []
        found = []
        rest_are_values = False
        for arg in args:
            if rest_are_values:
                kinds.append("A")
                found.append(None)
            elif arg == "--":
                kinds.append("-")
                found.append(None)
                rest_are_values = True
            else:
                option = self._option_for(arg)
                kinds.append("A" if option is None else "O")
                found.append(option)
        seen = []
        seen_non_default = []
        extras = []
        positionals = [a for a in self._actions if not a.option_strings]
        state = {"positionals": positionals}
        index = 0
        option_indices = [i for i in range(len(kinds)) if kinds[i] == "O"]
        last_option = option_indices[-1] if option_indices else -1
        while index <= last_option:
            next_option = min([i for i in option_indices if i >= index])
            if index != next_option:
                end = self._consume_positionals(args, kinds, index, state, namespace, seen, seen_non_default)
                if end > index:
                    index = end
                    continue
                index = end
            if index not in option_indices:
                extras.extend([a for a in args[index:next_option]])
                index = next_option
            index = self._consume_optional(args, kinds, found, index, namespace, seen, seen_non_default, extras)
        end = self._consume_positionals(args, kinds, index, state, namespace, seen, seen_non_default)
        extras.extend(args[end:])
        missing = []
        for action in self._actions:
            if action not in seen:
                if action.required:
                    missing.append(_action_name(action))
                elif (
                    action.default is not None
                    and isinstance(action.default, str)
                    and hasattr(namespace, action.dest)
                    and getattr(namespace, action.dest) == action.default
                ):
                    setattr(namespace, action.dest, self._convert(action, action.default))
        if missing:
            self.error(f"the following arguments are required: {', '.join(missing)}")
        for group in self._exclusive:
            if group.required and not any([a in seen_non_default for a in group.actions]):
                names = [_action_name(a) for a in group.actions if a.help != SUPPRESS]
                self.error(f"one of the arguments {' '.join(names)} is required")
        return extras

    def _consume_positionals(self, args, kinds, index, state, namespace, seen, seen_non_default):
        # CPython's: as many of the waiting positionals as one regular expression over the
        # kinds from here can match, each taking the arguments its group matched.
        waiting = state["positionals"]
        counts = _match_counts([a.nargs for a in waiting], "".join(kinds[index:]))
        for i in range(len(counts)):
            strings = args[index : index + counts[i]]
            index += counts[i]
            self._take(waiting[i], strings, None, namespace, seen, seen_non_default)
        state["positionals"] = waiting[len(counts) :]
        return index

    def _consume_optional(self, args, kinds, found, index, namespace, seen, seen_non_default, extras):
        action, option, explicit = found[index]
        if action is None:
            extras.append(args[index])
            return index + 1
        while True:
            if action is None:
                extras.append(option)
                return index + 1
            least, most = _nargs_range(action.nargs)
            if explicit is not None:
                if most == 0 and not option.startswith("--") and explicit != "":
                    self._take(action, [], option, namespace, seen, seen_non_default)
                    option = "-" + explicit[0]
                    rest = explicit[1:]
                    explicit = rest if rest else None
                    matched = None
                    for other in self._actions:
                        if option in other.option_strings:
                            matched = other
                    if matched is None:
                        raise ArgumentError(_action_name(action), f"ignored explicit argument {option[1:] + (explicit or '')!r}")
                    action = matched
                    continue
                if most == 0:
                    raise ArgumentError(_action_name(action), f"ignored explicit argument {explicit!r}")
                if least <= 1:
                    self._take(action, [explicit], option, namespace, seen, seen_non_default)
                    return index + 1
                raise ArgumentError(_action_name(action), _expected(action.nargs))
            run = 0
            while index + 1 + run < len(kinds) and kinds[index + 1 + run] == "A":
                run += 1
            if run < least:
                raise ArgumentError(_action_name(action), _expected(action.nargs))
            take = run if most < 0 else min(run, most)
            strings = args[index + 1 : index + 1 + take]
            self._take(action, strings, option, namespace, seen, seen_non_default)
            return index + 1 + take

    def _take(self, action, strings, option, namespace, seen, seen_non_default):
        value = self._values(action, strings)
        seen.append(action)
        from_default = not strings and not action.option_strings and value == action.default
        if not from_default and not _identical(value, action.default):
            seen_non_default.append(action)
            for group in self._exclusive:
                if action in group.actions:
                    for other in group.actions:
                        if other is not action and other in seen_non_default:
                            raise ArgumentError(
                                _action_name(action), f"not allowed with argument {_action_name(other)}"
                            )
        kind = action.kind
        if kind == "store":
            setattr(namespace, action.dest, value)
        elif kind in ("store_const", "store_true", "store_false"):
            setattr(namespace, action.dest, action.const)
        elif kind == "append":
            items = getattr(namespace, action.dest, None)
            items = [] if items is None else list(items)
            items.append(value)
            setattr(namespace, action.dest, items)
        elif kind == "extend":
            items = getattr(namespace, action.dest, None)
            items = [] if items is None else list(items)
            items.extend(value)
            setattr(namespace, action.dest, items)
        elif kind == "append_const":
            items = getattr(namespace, action.dest, None)
            items = [] if items is None else list(items)
            items.append(action.const)
            setattr(namespace, action.dest, items)
        elif kind == "count":
            count = getattr(namespace, action.dest, None)
            setattr(namespace, action.dest, (0 if count is None else count) + 1)
        elif kind == "help":
            self.print_help()
            self.exit()
        elif kind == "version":
            print(action.const.replace("%(prog)s", self.prog))
            self.exit()
        elif kind == "parsers":
            name = value[0]
            if action.dest != SUPPRESS:
                setattr(namespace, action.dest, name)
            parser = action.choices[name]
            sub, extras = parser.parse_known_args(value[1:], None)
            for key in vars(sub):
                setattr(namespace, key, getattr(sub, key))
            if extras:
                if not hasattr(namespace, _UNRECOGNIZED_ARGS):
                    setattr(namespace, _UNRECOGNIZED_ARGS, [])
                getattr(namespace, _UNRECOGNIZED_ARGS).extend(extras)

    def _values(self, action, strings):
        nargs = action.nargs
        # The first `--` among an action's arguments is dropped, as CPython's `_get_values` does.
        if nargs != REMAINDER and nargs != "A..." and "--" in strings:
            strings = list(strings)
            strings.remove("--")
        if action.kind == "parsers":
            self._check_choice(action, strings[0])
            return strings
        if not strings and nargs == OPTIONAL:
            value = action.const if action.option_strings else action.default
            if isinstance(value, str):
                value = self._convert(action, value)
                self._check_choice(action, value)
            return value
        if not strings and nargs == ZERO_OR_MORE and not action.option_strings:
            value = action.default if action.default is not None else []
            self._check_choice(action, value)
            return value
        if nargs == 0:
            return action.const
        if (nargs is None or nargs == OPTIONAL) and len(strings) == 1:
            value = self._convert(action, strings[0])
            self._check_choice(action, value)
            return value
        if nargs == REMAINDER:
            return [self._convert(action, s) for s in strings]
        values = [self._convert(action, s) for s in strings]
        for v in values:
            self._check_choice(action, v)
        return values

    def _convert(self, action, text):
        convert = action.type
        if convert is None:
            return text
        try:
            return convert(text)
        except ArgumentTypeError as err:
            raise ArgumentError(_action_name(action), str(err))
        except (TypeError, ValueError):
            raise ArgumentError(_action_name(action), f"invalid {_type_name(convert)} value: {text!r}")

    def _check_choice(self, action, value):
        if action.choices is not None and value not in action.choices:
            choices = ", ".join([repr(c) for c in action.choices])
            raise ArgumentError(_action_name(action), f"invalid choice: {value!r} (choose from {choices})")

    def format_usage(self):
        return _usage_text(self) + "\n"

    def format_help(self):
        return _format_help(self)

    def print_usage(self, file=None):
        _write(self.format_usage(), file)

    def print_help(self, file=None):
        _write(self.format_help(), file)

    def exit(self, status=0, message=None):
        if message:
            _stderr(message)
        raise SystemExit(status)

    def error(self, message):
        _stderr(self.format_usage())
        self.exit(2, f"{self.prog}: error: {message}\n")


def _action_name(action):
    if action.option_strings:
        return "/".join(action.option_strings)
    if action.metavar is not None and action.metavar != SUPPRESS:
        return action.metavar
    if action.dest is not None and action.dest != SUPPRESS:
        return action.dest
    if action.choices is not None:
        return "{" + ",".join(action.choices) + "}"
    return None


def _expected(nargs):
    if nargs is None:
        return "expected one argument"
    if nargs == OPTIONAL:
        return "expected at most one argument"
    if nargs == ONE_OR_MORE:
        return "expected at least one argument"
    return f"expected {nargs} argument{'s' if nargs != 1 else ''}"


def _looks_negative(text):
    if not text.startswith("-") or len(text) < 2:
        return False
    body = text[1:]
    if body.isdigit():
        return True
    whole, dot, frac = body.partition(".")
    return dot == "." and (whole == "" or whole.isdigit()) and frac.isdigit()


def _identical(a, b):
    # CPython asks whether a parsed value `is` the default: true of `None`, bools, and ints
    # CPython keeps one object of (-5 to 256); a value read from the command line is otherwise
    # a new object.
    if a is None or b is None:
        return a is None and b is None
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) == type(b) and a == b
    if type(a) == int and type(b) == int:
        return a == b and -5 <= a <= 256
    return False


def _nargs_pattern(nargs):
    # CPython's pattern of a positional's values over the argument kinds (`A` a value, `O` an
    # option, `-` the first `--`).
    if nargs is None:
        return "(-*A-*)"
    if nargs == OPTIONAL:
        return "(-*A?-*)"
    if nargs == ZERO_OR_MORE:
        return "(-*[A-]*)"
    if nargs == ONE_OR_MORE:
        return "(-*A[A-]*)"
    if nargs == REMAINDER:
        return "([-AO]*)"
    if nargs == "A...":
        return "(-*A[-AO]*)"
    return "(-*" + "-*".join(["A"] * nargs) + "-*)"


def _match_counts(nargs_list, kinds_text):
    # How many arguments each of the first positionals takes: the most of them CPython's one
    # regular expression matches at the start of `kinds_text`, none where not even the first.
    for take in range(len(nargs_list), 0, -1):
        found = _re_match("".join([_nargs_pattern(n) for n in nargs_list[:take]]), kinds_text)
        if found:
            return [len(g) for g in found.groups()]
    return []