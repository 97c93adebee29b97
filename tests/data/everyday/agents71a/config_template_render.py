"""Render deployment config files from templates with several substitution styles."""
from string import Template, Formatter
from collections import ChainMap


class Missing(dict):
    def __missing__(self, key):
        return "{" + key + "}"


class AtTemplate(Template):
    delimiter = "@"


GLOBALS = {"app": "billing", "env": "staging", "replicas": 2, "port": 8080}
OVERRIDES = {"env": "production", "replicas": 6}

NGINX = """\
upstream $app {
    server ${app}-svc:$port;
}
# ${env} cost centre: $$${budget}
"""

UNIT = "Description={app} ({env})\nExecStart=/srv/{app}/bin/run --port={port:d} --workers={workers}\n"

ENV_FILE = "APP=@app\nENV=@{env}\nREPLICAS=@replicas\nEMAIL=ops@@example.com\n"


def fields_of(fmt: str) -> list[str]:
    return [name for _, name, _, _ in Formatter().parse(fmt) if name]


def main():
    ctx = ChainMap(OVERRIDES, GLOBALS)
    print("context:", dict(sorted(ctx.items())))

    tpl = Template(NGINX)
    print("identifiers:", tpl.get_identifiers(), "valid:", tpl.is_valid())
    try:
        tpl.substitute(ctx)
    except KeyError as exc:
        print("substitute failed, missing", exc)
    print(tpl.safe_substitute(ctx), end="")
    print(tpl.substitute(ctx, budget="1,200"), end="")

    print("unit fields:", fields_of(UNIT))
    print(UNIT.format_map(Missing(ctx)), end="")
    print(UNIT.format_map(Missing(ctx, workers=ctx["replicas"] * 2)), end="")

    print(AtTemplate(ENV_FILE).substitute(ctx), end="")

    bad = Template("cost: $ 5")
    try:
        bad.substitute({})
    except ValueError as exc:
        print("bad template:", exc)

    rendered = {name: Template("$app-$env-" + name).substitute(ctx) for name in ("web", "worker")}
    print(rendered)
    width = max(map(len, rendered.values()))
    for role, name in rendered.items():
        print(f"{role:>8}: {name:^{width + 4}}|")
    print("%(app)s runs %(replicas)d replicas on :%(port)05d" % dict(ctx))
    return len(rendered)


if __name__ == "__main__":
    main()
