from string import Template

USERS = [
    {"name": "Ana", "plan": "pro", "due": 29.0, "days": 3},
    {"name": "Bo", "plan": "free", "due": 0.0, "days": 0},
    {"name": "Cyrille", "plan": "team", "due": 149.5, "days": 12},
]

REMINDER = Template("Hi $name, your $plan plan costs $$${due}. ${days} day(s) left.")


def plural(n, word):
    return f"{n} {word}{'' if n == 1 else 's'}"


def main():
    for user in USERS:
        print(REMINDER.substitute(user, due=f"{user['due']:.2f}"))
    partial_t = Template("$greeting, $who!")
    print(partial_t.safe_substitute(greeting="Hello"))
    try:
        partial_t.substitute(greeting="Hi")
    except KeyError as err:
        print("missing key:", err)
    print("%s owes %.2f over %s" % (USERS[2]["name"], USERS[2]["due"], plural(USERS[2]["days"], "day")))
    print("%(name)-8s|%(plan)5s|%(due)8.1f" % USERS[0])
    print("{name:>8}|{plan:^6}|{due:<8.1f}|".format(**USERS[1]))
    print("{0}{1}{0}".format("ab", "cd"), "{:{fill}>{w}}".format(7, fill="0", w=4))
    print("{!r:>10} {!s}".format("x", [1, 2]), "{0[name]} {0[plan]}".format(USERS[0]))
    print(plural(1, "file"), plural(0, "file"), plural(22, "file"))
    print("%5.1f%%" % 12.345, "%x %X %o %e" % (255, 255, 8, 12345.678), "%c%c" % (72, "i"))
    print("%*d|%-*d|" % (5, 42, 4, 7), "%+.3d" % 5, "%s" % ((1, 2),))
    return REMINDER.template[:8]


if __name__ == "__main__":
    main()
