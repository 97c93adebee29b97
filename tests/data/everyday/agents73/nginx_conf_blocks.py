"""Parse a small nginx config into nested blocks and report server/location settings."""
import re

CONF = r"""
worker_processes 4;
events { worker_connections 1024; }
http {
    gzip on;
    server {
        listen 80;
        server_name example.com www.example.com;
        return 301 https://$host$request_uri;
    }
    server {
        listen 443 ssl;
        server_name example.com;
        ssl_certificate /etc/ssl/example.pem;
        location / {
            proxy_pass http://app:8000;
            proxy_set_header Host $host;
        }
        location ~ \.(png|jpg)$ {
            expires 30d;
        }
        location /admin {
            allow 10.0.0.0/8;
            deny all;
        }
    }
}
"""

TOKEN_RE = re.compile(r'"[^"]*"|[{};]|[^\s{};]+')


def tokenize(text):
    for line in text.splitlines():
        line = line.split("#", 1)[0]
        yield from TOKEN_RE.findall(line)


def parse(tokens):
    block = []
    words = []
    for tok in tokens:
        if tok == ";":
            block.append((words[0], words[1:], None))
            words = []
        elif tok == "{":
            block.append((words[0], words[1:], parse(tokens)))
            words = []
        elif tok == "}":
            return block
        else:
            words.append(tok)
    return block


def walk(block, depth=0):
    for name, args, children in block:
        yield depth, name, args, children
        if children is not None:
            yield from walk(children, depth + 1)


def main():
    tree = parse(iter(list(tokenize(CONF))))
    for depth, name, args, children in walk(tree):
        suffix = " {" if children is not None else ";"
        print("    " * depth + " ".join([name, *args]) + suffix)
    http = next(c for n, _, c in tree if n == "http")
    servers = [c for n, _, c in http if n == "server"]
    print(f"\n{len(servers)} servers")
    for i, srv in enumerate(servers, 1):
        d = {n: a for n, a, c in srv if c is None}
        locs = [(a, c) for n, a, c in srv if n == "location"]
        tls = "ssl" in d.get("listen", [])
        print(f"server {i}: listen={' '.join(d['listen'])} names={d['server_name']} tls={tls}")
        if "return" in d:
            code, target = d["return"]
            print(f"  redirects with {code} to {target}")
        for args, body in locs:
            kind = "regex" if args[0] in ("~", "~*") else "prefix"
            directives = ", ".join(f"{n}={' '.join(a)}" for n, a, _ in body)
            print(f"  location[{kind}] {args[-1]!s:<16} {directives}")
    count = sum(1 for _ in walk(tree))
    print("directives total:", count)
    return count


if __name__ == "__main__":
    main()
