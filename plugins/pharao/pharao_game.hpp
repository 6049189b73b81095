#pragma once
// The Pharao game: metadata, board geometry and positions for the SDK.
#include <memory>

#include "djed/game.hpp"
#include "djed/resources.hpp"

namespace pharao {

struct Knowledge;

// The file of solved endings the plugin reads from its own folder, written
// there by the build (tools/pharao_endings).
inline constexpr const char* kEndingsFileName = "pharao-endings.bin";
// A file of network weights beside the plugin replaces the ones compiled in.
inline constexpr const char* kNetworkFileName = "pharao-net.txt";

// The rules page, message tables and piece images compiled into the plugin
// (djed_embed_resources in CMakeLists.txt).
djed::EmbeddedFiles embedded_resources();

// The side's name for players.
djed::Message side_name(int side);

class PharaoGame : public djed::Game {
 public:
  // `knowledge`: the solved endings of a last piece and the learned
  // evaluation, which the computer players use when given (else the
  // hand-written evaluation with a coarse table of the endings).
  explicit PharaoGame(std::shared_ptr<const Knowledge> knowledge = nullptr);
  const djed::GameInfo& info() const noexcept override { return info_; }

 protected:
  // Something the game could not load and plays without (GameInfo::load_notes).
  void add_load_note(std::string note) { info_.load_notes.push_back(std::move(note)); }
  djed::StatePtr make_initial_state(const std::string& variant) const override;
  djed::Result<djed::StatePtr> make_state(const std::string& variant, std::string_view text) const override;
  djed::BoardGeometry make_geometry(const std::string& variant) const override;

 private:
  djed::GameInfo info_;
  std::shared_ptr<const Knowledge> knowledge_;
};

}  // namespace pharao
