TEMPLATE = "Dear {name},\nYour order #{order:05d} of {count} item{plural} ships {when}.\nTotal: ${total:,.2f}\n"
CUSTOMERS = [
    {"name": "Ana", "order": 42, "count": 1, "total": 19.5, "when": "today"},
    {"name": "Bo", "order": 1234, "count": 3, "total": 1249.999, "when": "Monday"},
]


def render(template, values):
    out = template
    for key, value in values.items():
        out = out.replace("{{" + key + "}}", str(value))
    return out


def main():
    for c in CUSTOMERS:
        text = TEMPLATE.format(plural="" if c["count"] == 1 else "s", **c)
        print(text, end="")
    simple = render("Hi {{who}}, you have {{n}} new {{what}}.", {"who": "Cy", "n": 5, "what": "messages"})
    print(simple)
    print("%-6s|%6.2f|%03d" % ("tea", 3.14159, 7))
    print("{:^11}|{:>8}|{:<4}|".format("center", "right", "l"))
    print("{0}-{1}-{0}".format("a", "b"), "{x}{y}".format(x=1, y=2))
    return len(CUSTOMERS)
