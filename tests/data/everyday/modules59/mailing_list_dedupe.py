"""Merge subscriber lists from several exports, dedupe by address, and write To: headers."""
from email.utils import formataddr, getaddresses, parseaddr
import email.utils

EXPORTS = [
    '"Ana Ruiz" <Ana@Corp.io>, bob@corp.io, "Lee, Chris" <chris.lee@corp.io>',
    "Dana (ops) <dana@corp.io>, <eve@vendor.com>, Frank Moe <frank@x.org",
    "grace@corp.io (Grace Hopper), Team: hal@corp.io, ivy@corp.io;",
    'Jörg Müller <joerg@example.de>, "Quote \\"Q\\" Person" <q@x.io>, broken@, ,',
    "ana@corp.io, BOB@CORP.IO",
]


def main():
    pairs = getaddresses(EXPORTS)
    print(len(pairs), "entries")
    subscribers = {}
    skipped = []
    for name, addr in pairs:
        if "@" not in addr:
            skipped.append((name, addr))
            continue
        key = addr.lower()
        if key not in subscribers or (name and not subscribers[key][0]):
            subscribers[key] = (name, addr)
    for key in sorted(subscribers):
        name, addr = subscribers[key]
        print(f"{key:<22} {formataddr((name, addr))}")
    print("skipped:", skipped)
    header = ", ".join(formataddr(subscribers[k]) for k in sorted(subscribers)[:3])
    print("To:", header)
    print("round trip:", getaddresses([header]) == [subscribers[k] for k in sorted(subscribers)[:3]])
    for raw in ["Mary Smith <mary@x.test>", "mary@x.test", "<mary@x.test>", "Mary", "", "a@b@c", "x@[10.0.0.1]"]:
        print(f"{raw!r:<28} -> {parseaddr(raw)}")
    print(email.utils.quote('say "hi" \\ bye'), email.utils.unquote('"a \\"b\\""'), email.utils.unquote("<x@y>"))
    print(formataddr(("", "plain@x.io")), formataddr(("O'Brien", "ob@x.io")), formataddr(("J. R. Doe", "jr@x.io")))
    try:
        formataddr(("Café", "café@x.io"))
    except UnicodeEncodeError as err:
        print("UnicodeEncodeError:", err)


if __name__ == "__main__":
    main()
