A = B = [1, 2]
X = Y = 5
P = Q = "a" + "b"


def main():
    A.append(3)
    print(A, B, A is B, X, Y, P, Q)
    return len(B)
