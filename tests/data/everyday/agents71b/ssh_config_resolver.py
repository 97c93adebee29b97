"""Resolve effective SSH options for a host from an ssh_config-like text.

First obtained value wins, as in OpenSSH; Host patterns support globs and
negation with '!'.
"""
from fnmatch import fnmatchcase

CONFIG = """
# jump hosts
Host bastion
    HostName 203.0.113.10
    User ops
    Port 2222

Host *.prod.internal !db-*.prod.internal
    ProxyJump bastion
    User deploy

Host db-*.prod.internal
    ProxyJump bastion
    User dba
    IdentityFile ~/.ssh/dba_ed25519

Host dev-? dev-??
    User me
    ForwardAgent yes

Host *
    User nobody
    Port 22
    ServerAliveInterval 30
    IdentityFile ~/.ssh/id_ed25519
"""

MULTI = {"identityfile"}


def parse(text):
    blocks = []
    current = None
    for raw in text.splitlines():
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        key, _, value = line.partition(" ")
        value = value.strip()
        if key.lower() == "host":
            current = {"patterns": value.split(), "options": []}
            blocks.append(current)
        elif current is None:
            raise ValueError(f"option outside Host block: {line}")
        else:
            current["options"].append((key, value))
    return blocks


def host_matches(patterns, host):
    positive = False
    for p in patterns:
        if p.startswith("!"):
            if fnmatchcase(host, p[1:]):
                return False
        elif fnmatchcase(host, p):
            positive = True
    return positive


def resolve(blocks, host):
    effective = {}
    matched = []
    for block in blocks:
        if not host_matches(block["patterns"], host):
            continue
        matched.append(" ".join(block["patterns"]))
        for key, value in block["options"]:
            k = key.lower()
            if k in MULTI:
                effective.setdefault(k, []).append(value)
            else:
                effective.setdefault(k, value)
    effective.setdefault("hostname", host)
    return effective, matched


def main():
    blocks = parse(CONFIG)
    print(f"{len(blocks)} host blocks")
    for host in ["bastion", "api-1.prod.internal", "db-main.prod.internal", "dev-7", "dev-123", "laptop"]:
        opts, matched = resolve(blocks, host)
        jump = f" via {opts['proxyjump']}" if "proxyjump" in opts else ""
        print(f"{host}: {opts['user']}@{opts['hostname']}:{opts['port']}{jump}")
        print(f"    matched {matched}")
        print(f"    keys {', '.join(opts['identityfile'])}; other {sorted(set(opts) - {'user', 'hostname', 'port', 'proxyjump', 'identityfile'})}")
    try:
        parse("User root\nHost x")
    except ValueError as e:
        print(e)


if __name__ == "__main__":
    main()
