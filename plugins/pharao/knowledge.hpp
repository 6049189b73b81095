#pragma once
// What Pharao's computer players know beyond the rules, shared by every
// state of a game: the solved endings of a last piece and the learned
// evaluation, each only when the plugin has it.
#include <cstdio>
#include <memory>
#include <mutex>
#include <string>

#include "endings.hpp"
#include "network.hpp"

namespace pharao {

struct Knowledge {
  std::shared_ptr<const LastPieceEndings> endings;
  std::shared_ptr<const Network> network;
  // Or endings read from this file when first needed (the plugin checks the
  // file when it is loaded and reads its values, a tenth of a second, only
  // when a computer player first looks at an ending).
  std::string endings_file;

  const LastPieceEndings* endings_table() const {
    if (!endings_file.empty()) std::call_once(read_once_, [this] { read_endings(); });
    return endings ? endings.get() : read_.get();
  }

 private:
  void read_endings() const {
    if (endings) return;
    auto table = LastPieceEndings::load(endings_file);
    if (table) read_ = std::make_shared<const LastPieceEndings>(std::move(table).value());
    // Checked when the plugin was loaded, the file changed since: said, and
    // the computer plays with the coarse table.
    else std::fprintf(stderr, "pharao: %s; the computer plays with a coarse table of the endings instead\n", table.message().c_str());
  }
  mutable std::once_flag read_once_;
  mutable std::shared_ptr<const LastPieceEndings> read_;
};

// The network compiled into the plugin (pharao-net.txt in the source tree).
std::string_view shipped_network_text();

}  // namespace pharao
