#pragma once
// What Pharao's computer players know beyond the rules, shared by every
// state of a game: the solved endings of a last piece and the learned
// evaluation, each only when the plugin has it.
#include <memory>

#include "endings.hpp"
#include "network.hpp"

namespace pharao {

struct Knowledge {
  std::shared_ptr<const LastPieceEndings> endings;
  std::shared_ptr<const Network> network;
};

// The network compiled into the plugin (pharao-net.txt in the source tree).
std::string_view shipped_network_text();

}  // namespace pharao
