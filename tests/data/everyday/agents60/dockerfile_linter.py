"""Lint a Dockerfile: parse instructions (with continuations) and apply a few best-practice rules."""
import re
import textwrap
from dataclasses import dataclass
from typing import Callable, Iterator

DOCKERFILE = textwrap.dedent("""\
    FROM python:latest
    MAINTAINER someone@example.com
    WORKDIR app
    RUN apt-get update
    RUN apt-get install -y curl \\
        build-essential && \\
        rm -rf /var/lib/apt/lists/*
    ADD requirements.txt /app/
    RUN pip install -r requirements.txt
    COPY . /app
    ENV DEBUG=1 SECRET_KEY=hunter2
    EXPOSE 8000 70000
    USER root
    CMD python app.py
""")


@dataclass
class Instruction:
    line: int
    op: str
    args: str


@dataclass
class Finding:
    line: int
    code: str
    message: str

    def __str__(self):
        return f"L{self.line:<3} {self.code} {self.message}"


def parse(text: str) -> list[Instruction]:
    out, buffer, start = [], "", 0
    for n, raw in enumerate(text.splitlines(), 1):
        if not buffer:
            start = n
        stripped = raw.strip()
        if stripped.endswith("\\"):
            buffer += stripped[:-1].strip() + " "
            continue
        buffer += stripped
        if buffer and not buffer.startswith("#"):
            op, _, args = buffer.partition(" ")
            out.append(Instruction(start, op.upper(), args.strip()))
        buffer = ""
    return out


RULES: list[Callable[[list[Instruction]], Iterator[Finding]]] = []


def rule(fn):
    RULES.append(fn)
    return fn


@rule
def pinned_base(ins):
    for i in ins:
        if i.op == "FROM" and (":" not in i.args or i.args.endswith(":latest")):
            yield Finding(i.line, "DL3007", f"pin the base image version ({i.args})")


@rule
def deprecated(ins):
    yield from (Finding(i.line, "DL4000", "MAINTAINER is deprecated; use a LABEL") for i in ins if i.op == "MAINTAINER")


@rule
def absolute_workdir(ins):
    for i in ins:
        if i.op == "WORKDIR" and not i.args.startswith("/"):
            yield Finding(i.line, "DL3000", f"use an absolute WORKDIR, not {i.args!r}")


@rule
def apt_lists(ins):
    for i in ins:
        if i.op == "RUN" and "apt-get update" in i.args and "install" not in i.args:
            yield Finding(i.line, "DL3009", "apt-get update alone in its own layer is cached stale")
        if i.op == "RUN" and re.search(r"pip install(?!.*--no-cache-dir)", i.args):
            yield Finding(i.line, "DL3042", "pip install without --no-cache-dir")


@rule
def misc(ins):
    for i in ins:
        if i.op == "ADD" and not re.match(r"https?://|\S+\.tar", i.args):
            yield Finding(i.line, "DL3020", "use COPY instead of ADD for files")
        if i.op == "ENV" and re.search(r"(SECRET|PASSWORD|TOKEN)\w*=", i.args, re.I):
            yield Finding(i.line, "SEC001", "secret baked into the image")
        if i.op == "EXPOSE":
            for port in i.args.split():
                if not 1 <= int(port.split("/")[0]) <= 65535:
                    yield Finding(i.line, "DL3011", f"invalid port {port}")
        if i.op == "CMD" and not i.args.startswith("["):
            yield Finding(i.line, "DL3025", "use the JSON form of CMD")
    users = [i for i in ins if i.op == "USER"]
    if users and users[-1].args == "root":
        yield Finding(users[-1].line, "DL3002", "last USER should not be root")


def main():
    instructions = parse(DOCKERFILE)
    print(f"{len(instructions)} instructions:", " ".join(i.op for i in instructions))
    print("continued RUN:", next(i.args for i in instructions if "build-essential" in i.args))
    findings = sorted((f for r in RULES for f in r(instructions)), key=lambda f: (f.line, f.code))
    for f in findings:
        print(f)
    print(f"{len(findings)} findings from {len(RULES)} rules: {', '.join(r.__name__ for r in RULES)}")
    print(textwrap.shorten("this Dockerfile needs " + ", ".join(sorted({f.code for f in findings})), width=60))


if __name__ == "__main__":
    main()
