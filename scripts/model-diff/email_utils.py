"""Compares clauz3's `email.utils` model (run by CPython) with CPython's own: the address
readers on odd headers and on 30,000 random strings of the characters that matter, and the
date readers and writers. Run with CPython 3.11 from the repository root."""

import importlib.util
import random
import sys
import datetime as dt
import email.utils as real

spec = importlib.util.spec_from_file_location("model_eu", "src/layer/embedded/classes/email_utils.py")
model = importlib.util.module_from_spec(spec)
spec.loader.exec_module(model)

differences = []


def run(f, *args):
    try:
        return repr(f(*args))
    except Exception as exc:
        return f"EXC {type(exc).__name__}: {exc}"


def check(name, *args):
    a = run(getattr(real, name), *args)
    b = run(getattr(model, name), *args)
    if a != b:
        differences.append(name)
        if len(differences) < 25:
            print(f"DIFF {name}{args!r}\n  cpython: {a}\n  model:   {b}")


addrs = ['"Ana Ruiz" <ana@corp.io>','bob@corp.io','Cleo <cleo@vendor.com>','', 'no at sign', 'a@b, c@d', '<x@y>', 'Joe (comment) <j@x.com>', 'j@x.com (Joe Smith)', '"Last, First" <lf@x.org>', 'Name <bad', 'a <b> c', '=?utf-8?q?J=C3=B6rg?= <j@x.de>', 'user@[1.2.3.4]', ' spaced  name  <s@x.io> ', 'a.b@c', 'a..b@c','@foo','foo@','"quoted @ " <q@x>', 'Undisclosed recipients:;', 'grp: a@b, c@d;', '<@route,@r2:a@b>', 'a @ b . c', '"a\\"b" <x@y>', 'a@b@c', '(only comment)', 'x (a (nested) b) <y@z>', ',,', 'a@b,', '<>', 'Name <a@b> extra', 'Ü <u@x>', 'first.last @ example . com', '"" <e@f>', 'jane.doe+tag@sub.example.co.uk', 'Mary Smith <mary@x.test>, jdoe@one.test, Who? <one@y.test>']
for t in addrs:
    check('parseaddr', t)
    check('getaddresses', [t])
check('getaddresses', addrs)
random.seed(7)
alphabet = 'ab .@<>,:;"()[]\\\t\r\n'
for _ in range(30000):
    t = ''.join(random.choice(alphabet) for _ in range(random.randint(0, 14)))
    check('parseaddr', t)
for p in [('Ana Ruiz','ana@corp.io'), ('','x@y'), ('Last, First','lf@x'), ('Jörg','j@x.de'), ('a"b','x@y'), ('a\\b','x@y'), ('x','é@x'), (None,'x@y'), ('J. Doe','j@d'), ('中文名字很长很长很长很长很长很长很长很长很长很长','z@z')]:
    check('formataddr', p)
dates = ['Mon, 03 Jun 2024 09:15:00 +0200', 'Mon, 03 Jun 2024 09:15:00 -0000', 'Mon, 03 Jun 2024 09:15:00 +0000', '03 Jun 2024 09:15 GMT', 'Monday, 03-Jun-24 09:15:00 EST', 'Tue, 4 June 2024 8:05:07 PDT', 'garbage', '', 'Jun 3 2024 09:15:00', '3 Jun 99 1:2:3 -0530', '3 Jun 24 1.2.3 +0100', '3 Jun 24 1.2 +0100', 'Mon,03 Jun 2024 09:15:00 +0200', 'Mon, 03 Jun 2024 09:15:00+0200', 'Mon, 03 Jun 2024 09:15:00 XYZ', 'Mon, 03 Foo 2024 09:15:00', '2024 Jun 03 09:15:00', 'Mon, 03 Jun 2024 09:15:00 +9999', 'Mon, 03 Jun 2024', 'Mon, 31 Feb 2024 09:15:00 +0000', 'Mon, 03 Jun 2024 25:15:00 +0000', 'Jun 3, 2024 09:15:00 -0400', 'Mon, 03 Jun 2024 09:15 Z']
for d in dates:
    check('parsedate', d)
    check('parsedate_tz', d)
    check('parsedate_to_datetime', d)
for v in [dt.datetime(2024,6,3,9,15,tzinfo=dt.timezone.utc), dt.datetime(2024,6,3,9,15), dt.datetime(2024,6,3,9,15,7,tzinfo=dt.timezone(dt.timedelta(hours=-5,minutes=-30))), dt.datetime(5,1,1,0,0,0)]:
    check('format_datetime', v)
    check('format_datetime', v, True)
for tv in [0, 1e9, 1717406100, 1717406100.9]:
    check('formatdate', tv)
    check('formatdate', tv, False, True)
for q in ['a"b\\c', '"x\\"y"', '<a@b>', '"', 'plain']:
    check('quote', q)
    check('unquote', q)
print("differences:", len(differences))
sys.exit(1 if differences else 0)
