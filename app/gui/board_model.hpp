#pragma once
// The cells of the board view, one row per cell of the plugin's geometry,
// with what the session says about each now: can be selected, is selected,
// is a destination (and on which spots), was part of the last turn.
#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>
#include <vector>

#include <QVariantMap>

#include "djed/game_info.hpp"
#include "djed/geometry.hpp"
#include "djed/solver.hpp"

namespace djed::session {
class GameSession;
struct Choice;
}

namespace djed::gui {

// What the board marks beside the pieces.
struct BoardHighlights {
  std::vector<int> selectable;
  int selected = -1000;  // session::kNoCell
  std::vector<session::Choice> targets;
  std::vector<ActionView> last_turn;
  std::vector<ActionView> hint;  // a suggested turn: origin, path and destination
  std::vector<int> decisive;     // the cells that decided a finished game
  // The analysis: the exact value a cell's choices reach at best, for the
  // side to move.
  struct CellValue {
    int cell = 0;
    solve::Outcome value;
    int spot = -1;  // within a spanning cell: the spot of the piece or destination valued
  };
  std::vector<CellValue> values;
  std::vector<CellMarker> markers;  // the position's own markers (BoardSnapshot::markers)
};

class BoardModel : public QAbstractListModel {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("Owned by a SessionModel")
  Q_PROPERTY(int noCell READ no_cell CONSTANT)

 public:
  enum Role {
    CellIdRole = Qt::UserRole + 1,
    LabelRole,
    RowRole,
    ColRole,
    RowSpanRole,
    ColSpanRole,
    SpotsRole,
    MarkersRole,
    SelectableRole,
    SelectedRole,
    TargetRole,
    TargetSpotsRole,
    LastTurnRole,
    LastTurnPartRole,
    HintRole,
    HintToRole,
    DecisiveRole,
    ValueKindRole,
    ValueTurnsRole,
    ValueTextRole,
    ValueSpotRole,
  };

  explicit BoardModel(QObject* parent = nullptr);

  // The cells of a game's board; marker names come from `info`.
  void reset(const BoardGeometry& geometry, const GameInfo& info);
  // The markers' names in the language now chosen: the cells stay, so the
  // board's items (and what is drawn over them) are not made again.
  void retranslate(const GameInfo& info);
  // Refreshes the dynamic roles: a human's choices, the last turn, a hint,
  // the cells that decided the game (SessionModel gathers them).
  void update(const BoardHighlights& highlights);

  // The cell under grid square (row, col) and the spot within it:
  // {cellId, spot}, cellId being noCell off the board. The board view asks
  // this for every click, drop and key press.
  Q_INVOKABLE QVariantMap hitTest(int row, int col) const;
  // The cell id of "no cell" (cell ids may be 0 or negative).
  int no_cell() const;

  int rowCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  QHash<int, QByteArray> roleNames() const override;

 private:
  struct Dynamic {
    bool selectable = false;
    bool selected = false;
    bool target = false;
    QVariantList target_spots;
    int last_turn_part = 0;  // 0: not in the last turn, 1: its first action touched it, 2: only a later one
    bool hint = false;     // on the suggested turn's way
    bool hint_to = false;  // where the suggested turn puts a piece: set apart
    bool decisive = false;
    bool valued = false;  // the analysis marks the cell with `value`
    solve::Outcome value;
    int value_spot = -1;  // at this spot of a spanning cell
    std::vector<Marker> position_markers;  // after the cell's own, rendered when asked
    friend bool operator==(const Dynamic&, const Dynamic&) = default;
  };
  void render_markers(const GameInfo& info);

  const GameInfo* info_ = nullptr;  // the game's, which outlives the session and this model
  BoardGeometry geometry_;
  std::vector<QVariantList> markers_;  // per cell, rendered once
  std::vector<Dynamic> dynamic_;
};

}  // namespace djed::gui
