"""Monthly payroll with namedtuples: progressive tax, deductions and a %-formatted payslip."""
from collections import namedtuple

Employee = namedtuple("Employee", ["emp_id", "name", "salary", "pension_pct", "allowances"], defaults=[0.05, 0])
Payslip = namedtuple("Payslip", "emp gross tax pension net")

BANDS = [(12570, 0.0), (50270, 0.20), (125140, 0.40), (float("inf"), 0.45)]

STAFF = [
    Employee("E001", "Grace Hopper", 96000, 0.08, 1200),
    Employee("E002", "Alan Turing", 54000),
    Employee("E003", "Ada Lovelace", 131000, 0.10),
    Employee("E004", "Intern", 11000, 0.0),
    Employee("E005", "Claude Shannon", 50270, allowances=300),
]


def annual_tax(income):
    tax, lower = 0.0, 0
    for upper, rate in BANDS:
        if income <= lower:
            break
        taxed = min(income, upper) - lower
        tax += taxed * rate
        lower = upper
    return tax


def payslip(emp):
    gross = emp.salary / 12 + emp.allowances / 12
    pension = emp.salary * emp.pension_pct / 12
    tax = annual_tax(emp.salary - emp.salary * emp.pension_pct) / 12
    return Payslip(emp, gross, tax, pension, gross - tax - pension)


def main():
    slips = [payslip(e) for e in STAFF]
    print("%-5s %-16s %10s %9s %9s %10s" % ("ID", "Name", "Gross", "Tax", "Pension", "Net"))
    for s in sorted(slips, key=lambda s: s.net, reverse=True):
        print("%-5s %-16s %10.2f %9.2f %9.2f %10.2f" % (s.emp.emp_id, s.emp.name, s.gross, s.tax, s.pension, s.net))
    totals = Payslip(None, *(sum(getattr(s, f) for s in slips) for f in Payslip._fields[1:]))
    print("%-22s %10.2f %9.2f %9.2f %10.2f" % ("TOTAL", totals.gross, totals.tax, totals.pension, totals.net))
    rates = {s.emp.name.split()[0]: s.tax / s.gross for s in slips}
    print("effective rates:", ", ".join("%s=%.1f%%" % (k, v * 100) for k, v in rates.items()))
    raised = [e._replace(salary=round(e.salary * 1.035, -1)) for e in STAFF]
    print("after 3.5%% raise: %s" % [r.salary for r in raised])
    print(Employee._fields, Employee._field_defaults)
    print(STAFF[1]._asdict())
    e = Employee._make(["E9", "Temp", 24000, 0.03, 0])
    print(e, e.salary in (24000,), "%s earns %d (%x hex, %o oct, %e sci)" % (e.name, e.salary, e.salary, e.salary, e.salary))
    print("%(name)s: %(salary)08.1f" % {"name": e.name, "salary": e.salary})
    print("%5.1f%%|%-6s|%+d|%c" % (12.345, "ab", 7, 65))
    try:
        print("%d" % "seven")
    except TypeError as exc:
        print("TypeError:", exc)
    return round(totals.net, 2)


if __name__ == "__main__":
    main()
