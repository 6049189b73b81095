#pragma once
// One visitor from several lambdas, for std::visit over the message variants
// (the client's and server's, and the nodes' messages to each other).
namespace djed::online {

template <class... F>
struct Overloaded : F... {
  using F::operator()...;
};
template <class... F>
Overloaded(F...) -> Overloaded<F...>;

}  // namespace djed::online
